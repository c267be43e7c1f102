import type { Selectable } from 'kysely';
import type { MuseumsTable } from '../../db/schema';
import { localizeContent, text, textOrNull, type Lang } from '../../shared/localize';
import { pictureJson } from './picture-json';
import { locationJson } from './location-json';

type MuseumRow = Selectable<MuseumsTable>;

export function museumJson(row: MuseumRow, lang: Lang) {
  return { id: row.id, title: text(row.title, lang), sub_title: text(row.sub_title, lang), picture: pictureJson(row.picture) };
}

export function museumDetailJson(row: MuseumRow, lang: Lang) {
  return {
    ...museumJson(row, lang),
    description: textOrNull(row.description, lang),
    content: localizeContent(row.content, lang),
    location: locationJson(row.location),
  };
}
