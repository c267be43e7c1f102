import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { OrdersTable } from '../../db/schema';
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

/** The addresses among `ids` that belong to the customer, with what checkout reads from them. */
export function customerAddressesOf(db: Db, customerId: number, ids: number[]) {
  return db.selectFrom('customer_addresses').select(['id', 'has_collective_invoice_payment', 'price_target_audience_id'])
    .where('customer_id', '=', customerId).where('id', 'in', ids).execute();
}

/** Ids of the shop's donation campaigns among `ids`. */
export async function campaignIdsOf(db: Db, shopId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('donation_campaigns').select('id').where('shop_id', '=', shopId).where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

export async function insertDonations(trx: Db, orderId: number, donations: { campaign_id: number; value: number }[]): Promise<void> {
  if (donations.length === 0) return;
  await trx.insertInto('order_donations').values(donations.map((donation) => ({
    order_id: orderId, donation_campaign_id: donation.campaign_id, donation_cents: donation.value,
  }))).execute();
}

/** The columns the order response and the payment start read. */
const PLACED = ['id', 'shop_id', 'token', 'total_price_cents', 'is_valid', 'canceled'] as const;

/**
 * The order row and everything `book` adds, in one transaction: when any part finds its places,
 * seats, stock or codes gone under its locks, it throws and nothing of the order remains.
 */
export function placeOrder(db: Db, values: Insertable<OrdersTable>, book: (trx: Db, orderId: number) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    const order = await trx.insertInto('orders').values(values).returning(PLACED).executeTakeFirstOrThrow();
    await book(trx, order.id);
    return order;
  });
}

/** The shop's order with this numeric id, if the customer placed it. */
export function findOwnOrderId(db: Db, shopId: number, id: number, customerId: number) {
  return db.selectFrom('orders').select('id').where('shop_id', '=', shopId).where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
}

export function findOrderIdByToken(db: Db, shopId: number, token: string) {
  return db.selectFrom('orders').select('id').where('shop_id', '=', shopId).where('token', '=', token).executeTakeFirst();
}

/** Stores the buyer's rating; rating again replaces it. */
export function rateOrder(db: Db, orderId: number, rating: { rating: number; comment: string | null; at: Date }) {
  return db.updateTable('orders').set({ rating: rating.rating, rating_comment: rating.comment, rated_at: rating.at })
    .where('id', '=', orderId).returning(['id', 'rating', 'rating_comment', 'rated_at']).executeTakeFirstOrThrow();
}

/**
 * Claims the one confirmation of a valid, not canceled order in one conditional UPDATE, so a repeated
 * notification or a race sends nothing twice; undefined when it was claimed before.
 */
export function claimConfirmation(db: Db, orderId: number, now: Date) {
  return db.updateTable('orders')
    .set({ data: sql`data || jsonb_build_object('confirmation_sent_at', ${now.toISOString()}::text)` })
    .where('id', '=', orderId).where('is_valid', '=', true).where('canceled', '=', false)
    .where(sql<boolean>`data->>'confirmation_sent_at' is null`)
    .returning(['id', 'token', 'locale', 'shop_id', 'customer_id', 'data', 'total_price_cents']).executeTakeFirst();
}

/** Gives the next trigger a chance to send the confirmation. */
export async function releaseConfirmation(db: Db, orderId: number): Promise<void> {
  await db.updateTable('orders').set({ data: sql`data - 'confirmation_sent_at'` }).where('id', '=', orderId).execute();
}

/** What the confirmation e-mail needs of the shop. */
export function findMailingShop(db: Db, shopId: number) {
  return db.selectFrom('shops').select(['name', 'slug', 'hosts', 'currency', 'locales']).where('id', '=', shopId).executeTakeFirstOrThrow();
}
