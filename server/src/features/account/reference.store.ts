import type { Db } from '../../db/connect';

export function listSalutations(db: Db, shopId: number) {
  return db.selectFrom('customer_salutations').select(['id', 'name']).where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

export function findSalutation(db: Db, shopId: number, id: number) {
  return db.selectFrom('customer_salutations').select(['id', 'name']).where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

export function listAudiences(db: Db, shopId: number) {
  return db.selectFrom('price_target_audiences').select(['id', 'name']).where('shop_id', '=', shopId).orderBy('id').execute();
}

export function listNewsletterGroups(db: Db, shopId: number) {
  return db.selectFrom('newsletter_subscriber_groups').selectAll().where('shop_id', '=', shopId).orderBy('id').execute();
}

/** Ids of the shop's salutations or newsletter groups, for checking what a form sends. */
export async function knownIds(db: Db, table: 'customer_salutations' | 'newsletter_subscriber_groups', shopId: number): Promise<Set<number>> {
  const rows = await db.selectFrom(table).select('id').where('shop_id', '=', shopId).execute();
  return new Set(rows.map((row) => row.id));
}
