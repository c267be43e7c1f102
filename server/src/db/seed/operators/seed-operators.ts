import { hashPassword } from '../../../features/account/password';
import { liveShopData } from '../../../features/admin/shop-data';
import type { Db } from '../../connect';
import { demoOperators } from './demo-operators';

/**
 * One operator per demo shop and version 1 ('Initial settings') from the shop's live data.
 * Idempotent: an existing operator or version history is left alone, and a demo shop that
 * does not exist is skipped. Returns what it created, for the seed log.
 */
export async function seedOperators(db: Db, now = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const demo of demoOperators) {
    const shop = await db.selectFrom('shops').selectAll().where('slug', '=', demo.shop).executeTakeFirst();
    if (!shop) continue;
    const existing = await db.selectFrom('operators').select('id').where('shop_id', '=', shop.id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', demo.email.toLowerCase())).executeTakeFirst();
    const inserted = !existing && await db.insertInto('operators')
      .values({ shop_id: shop.id, email: demo.email, name: demo.name, password_hash: await hashPassword(demo.password) })
      .execute();
    if (inserted) created.push(`${demo.shop}: operator ${demo.email}`);
    const data = liveShopData(shop);
    const version = await db.insertInto('settings_versions').values({
      shop_id: shop.id, number: 1, settings: JSON.stringify(data.settings), translations: JSON.stringify(data.translations),
      content: JSON.stringify(data.content), config: JSON.stringify(data.config), author_id: null, created_at: now,
      summary: 'Initial settings', based_on_number: null, published_at: now,
    }).onConflict((oc) => oc.columns(['shop_id', 'number']).doNothing()).returning('id').executeTakeFirst();
    if (version) created.push(`${demo.shop}: version 1`);
  }
  return created;
}
