import type { Selectable } from 'kysely';
import type { ToursTable } from '../../db/schema';
import { localizeContent, text, textOrNull, type Lang } from '../../shared/localize';
import { offerTagsJson } from '../catalogue/offer-tags';
import { pictureJson } from '../catalogue/picture-json';
import type { VocabularyLookup } from '../catalogue/vocabulary-lookup';
import { locationJson } from '../catalogue/location-json';

type TourRow = Selectable<ToursTable>;

function tourFields(row: TourRow, lang: Lang, terms: VocabularyLookup) {
  return {
    id: row.id, exhibition_id: row.exhibition_id, museum_id: row.museum_id,
    title: text(row.title, lang), sub_title: text(row.sub_title, lang),
    featured: row.featured, bookable: row.bookable, registerable: row.registerable,
    // Not in the go~mus docs: the day planner (issue 18) needs to know when a tour ends.
    duration: row.duration,
    picture: pictureJson(row.picture), location: locationJson(row.location),
    ...offerTagsJson(row, 'tour', terms, { age_groups: row.age_group_ids, grades: row.grade_ids }),
  };
}

export function tourJson(row: TourRow, lang: Lang, terms: VocabularyLookup) {
  return { ...tourFields(row, lang, terms), equipment: row.equipment.length > 0 };
}

type EquipmentRow = Record<string, unknown>;
const localizedEntry = (value: unknown, lang: Lang) =>
  (value && typeof value === 'object' && !Array.isArray(value) ? text(value as Parameters<typeof text>[0], lang) : value);

/** Equipment texts (title, type) are stored per language like every other text and sent in the request's language. */
function equipmentJson(equipment: EquipmentRow[], lang: Lang) {
  return equipment.map((entry) => ({ ...entry, title: localizedEntry(entry.title, lang), type: localizedEntry(entry.type, lang) }));
}

/** requirements/api.md §7.3: in the detail `equipment` is the list itself, not the list's flag. */
export function tourDetailJson(row: TourRow, lang: Lang, terms: VocabularyLookup) {
  return {
    ...tourFields(row, lang, terms),
    description: textOrNull(row.description, lang), content: localizeContent(row.content, lang),
    limitations: { language: Boolean(row.limitations?.language) }, equipment: equipmentJson(row.equipment as EquipmentRow[], lang),
  };
}
