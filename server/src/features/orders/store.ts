import type { Db } from '../../db/connect';
import { offsetOf, type Page } from '../../http/pagination';

/** A page of a customer's order ids in this shop, newest (highest id) first. */
export async function pageOfCustomerOrderIds(db: Db, customer: { id: number; shop_id: number }, page: Page) {
  const mine = db.selectFrom('orders').where('shop_id', '=', customer.shop_id).where('customer_id', '=', customer.id);
  const [{ total }, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    mine.select('id').orderBy('id', 'desc').limit(page.per_page).offset(offsetOf(page)).execute(),
  ]);
  return { total: Number(total), ids: rows.map((row) => row.id) };
}
