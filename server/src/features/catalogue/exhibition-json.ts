import type { Selectable } from 'kysely';
import type { ExhibitionsTable } from '../../db/schema';
import { localizeContent, text, textOrNull, type Lang } from '../../shared/localize';
import { pictureJson } from './picture-json';
import { locationJson } from './location-json';

type ExhibitionRow = Selectable<ExhibitionsTable>;

export function exhibitionJson(row: ExhibitionRow, lang: Lang) {
  return {
    id: row.id, museum_id: row.museum_id, title: text(row.title, lang), sub_title: text(row.sub_title, lang),
    slider_description: text(row.slider_description, lang), featured: row.featured,
    picture: pictureJson(row.picture), time_frames: row.time_frames,
  };
}

export function exhibitionDetailJson(row: ExhibitionRow, lang: Lang) {
  return {
    ...exhibitionJson(row, lang),
    description: textOrNull(row.description, lang),
    content: localizeContent(row.content, lang),
    location: locationJson(row.location),
  };
}
