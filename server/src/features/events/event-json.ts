import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/schema';
import { localizeContent, text, textOrNull, type Lang } from '../../shared/localize';
import { offerTagsJson } from '../catalogue/offer-tags';
import { pictureJson } from '../catalogue/picture-json';
import type { VocabularyLookup } from '../catalogue/vocabulary-lookup';
import { locationJson } from '../catalogue/location-json';

type EventRow = Selectable<EventsTable>;

export function eventJson(row: EventRow, lang: Lang, terms: VocabularyLookup) {
  return {
    id: row.id, exhibition_id: row.exhibition_id, museum_id: row.museum_id,
    title: text(row.title, lang), sub_title: text(row.sub_title, lang),
    featured: row.featured, bookable: row.bookable, registerable: row.registerable,
    ticket_sales_in_shop: row.ticket_sales_in_shop, tickets: row.ticket_ids,
    picture: pictureJson(row.picture), location: locationJson(row.location),
    ...offerTagsJson(row, 'event', terms),
  };
}

export function eventDetailJson(row: EventRow, lang: Lang, terms: VocabularyLookup) {
  return { ...eventJson(row, lang, terms), description: textOrNull(row.description, lang), content: localizeContent(row.content, lang) };
}
