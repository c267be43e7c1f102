import type { Db } from '../../db/connect';
import { pageByPosition } from '../../db/page';
import { textSearch } from '../../db/text-search';
import { ApiError } from '../../http/api-error';
import type { Page } from '../../http/pagination';

/** A page of the shop's museums by position, optionally matching `q`. */
export function pageOfMuseums(db: Db, shopId: number, q: string | undefined, page: Page) {
  const base = db.selectFrom('museums')
    .where('shop_id', '=', shopId)
    .$if(Boolean(q), (qb) => qb.where(textSearch(q!, ['title', 'sub_title'])));
  return pageByPosition(base, page);
}

/** Another shop's museum is as unknown as a missing one. */
export async function findMuseum(db: Db, shopId: number, id: number) {
  const row = await db.selectFrom('museums').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
  if (!row) throw ApiError.notFound('Museum');
  return row;
}

export interface ExhibitionFilter { q?: string | undefined; museumIds?: number[] | undefined; featured?: boolean | undefined }

export function pageOfExhibitions(db: Db, shopId: number, filter: ExhibitionFilter, page: Page) {
  const base = db.selectFrom('exhibitions')
    .where('shop_id', '=', shopId)
    .$if(Boolean(filter.q), (qb) => qb.where(textSearch(filter.q!, ['title', 'sub_title'])))
    .$if(filter.museumIds !== undefined, (qb) => qb.where('museum_id', 'in', filter.museumIds!))
    .$if(filter.featured !== undefined, (qb) => qb.where('featured', '=', filter.featured!));
  return pageByPosition(base, page);
}

export function findExhibition(db: Db, shopId: number, id: number) {
  return db.selectFrom('exhibitions').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The terms of one vocabulary kind (e.g. `event_category`), by id. */
export function listVocabulary(db: Db, shopId: number, kind: string) {
  return db.selectFrom('vocabularies').select(['id', 'name']).where('shop_id', '=', shopId).where('kind', '=', kind).orderBy('id').execute();
}

/** Every term of a scope (`event_…` or `tour_…`), for resolving the ids of a whole list at once. */
export function listScopeTerms(db: Db, shopId: number, scope: string) {
  return db.selectFrom('vocabularies').select(['id', 'kind', 'name'])
    .where('shop_id', '=', shopId).where('kind', 'like', `${scope}\\_%`).orderBy('id').execute();
}
