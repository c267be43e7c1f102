import type { Db } from '../../db/connect';

/** The shop's shipping articles among `ids`, by id. */
export function findShippingArticles(db: Db, shopId: number, ids: number[]) {
  return db.selectFrom('merchandises').select(['id', 'title', 'description', 'price_cents', 'discount', 'vat_pct', 'tax_included'])
    .where('shop_id', '=', shopId).where('is_shipping_article', '=', true).where('id', 'in', ids).orderBy('id').execute();
}
