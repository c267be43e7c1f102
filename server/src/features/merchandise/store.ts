import type { Db } from '../../db/connect';
import { pageByPosition } from '../../db/page';
import { textSearch } from '../../db/text-search';
import type { Page } from '../../http/pagination';

export interface MerchandiseFilter { q?: string | undefined; shippingArticle?: boolean | undefined }

/** A page of the shop's articles by position. */
export function pageOfMerchandise(db: Db, shopId: number, filter: MerchandiseFilter, page: Page) {
  const base = db.selectFrom('merchandises')
    .where('shop_id', '=', shopId)
    .$if(Boolean(filter.q), (qb) => qb.where(textSearch(filter.q!, ['title', 'sub_title'])))
    .$if(filter.shippingArticle !== undefined, (qb) => qb.where('is_shipping_article', '=', filter.shippingArticle!));
  return pageByPosition(base, page);
}

export function findMerchandise(db: Db, shopId: number, id: number) {
  return db.selectFrom('merchandises').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The shop's articles among `ids` (an order's Merchandise items). */
export function listMerchandise(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('merchandises').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();
}
