import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';
import { pageByPosition } from '../../db/page';
import { textSearch } from '../../db/text-search';
import type { Page } from '../../http/pagination';
import { dayOf } from '../../shared/berlin-time';
import type { CodeStatus } from './code-status';

/**
 * Codes of the shop by code (case-insensitive), with reservations of live orders counted
 * (live-order.ts): a pending order holds its amount until it is paid, fails or expires.
 */
export async function loadCodeStatus(db: Db, shopId: number, codes: string[], now: Date): Promise<CodeStatus[]> {
  if (codes.length === 0) return [];
  const live = liveOrder(now);
  const rows = await db.selectFrom('coupon_sales as cs')
    .select(['cs.id', 'cs.code', 'cs.value_cents', 'cs.debit_cents', 'cs.is_voucher_for', 'cs.coupon_id'])
    .select(sql<string | null>`to_char(cs.valid_until, 'YYYY-MM-DD')`.as('valid_until'))
    .select(sql<boolean>`coalesce(cs.valid_until < ${dayOf(now)}::date, false)`.as('expired'))
    .select(sql<number>`coalesce((select sum(r.amount_cents) from coupon_redemptions r join orders o on o.id = r.order_id
      where r.coupon_sale_id = cs.id and r.applied_at is null and ${live}), 0)::int`.as('reserved'))
    .select(sql<boolean>`exists(select 1 from coupon_redemptions r join orders o on o.id = r.order_id
      where r.coupon_sale_id = cs.id and (r.applied_at is not null or ${live}))`.as('used'))
    .select(sql<boolean>`(cs.order_item_id is null or exists(select 1 from order_items oi join orders o on o.id = oi.order_id
      where oi.id = cs.order_item_id and o.is_valid and not o.canceled))`.as('sold_valid'))
    .where('cs.shop_id', '=', shopId)
    .where(sql<boolean>`lower(cs.code) = any(${codes.map((code) => code.toLowerCase())}::text[])`)
    .execute();
  return rows.map(({ reserved, ...row }) => ({
    ...row, remaining_cents: Math.max(0, row.value_cents - row.debit_cents - Number(reserved)),
  }));
}

/** A page of the coupon products for sale, by position. */
export function pageOfCoupons(db: Db, shopId: number, filter: { q?: string | undefined; kind?: 'value' | 'ticket' | undefined }, page: Page) {
  const base = db.selectFrom('coupons')
    .where('shop_id', '=', shopId)
    .$if(Boolean(filter.q), (qb) => qb.where(textSearch(filter.q!, ['title'])))
    .$if(filter.kind !== undefined, (qb) => qb.where('kind', '=', filter.kind!));
  return pageByPosition(base, page);
}

export function findCoupon(db: Db, shopId: number, id: number) {
  return db.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The codes a customer bought with valid, not canceled orders, newest first. */
export async function codesBoughtBy(db: Db, customer: { id: number; shop_id: number }): Promise<string[]> {
  const rows = await db.selectFrom('coupon_sales as cs').innerJoin('order_items as oi', 'oi.id', 'cs.order_item_id')
    .innerJoin('orders as o', 'o.id', 'oi.order_id').select('cs.code')
    .where('o.customer_id', '=', customer.id).where('o.shop_id', '=', customer.shop_id).where('o.is_valid', '=', true).where('o.canceled', '=', false)
    .orderBy('cs.id', 'desc').limit(200).execute();
  return rows.map((row) => row.code);
}

/**
 * Debits what a now-valid order redeemed from its codes, once (applied_at), capped at the
 * code's value. Until then the amounts were only reserved by the live order (code-status.ts).
 */
export async function applyRedemptions(db: Db, orderId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('coupon_redemptions').select(['id', 'coupon_sale_id', 'amount_cents'])
      .where('order_id', '=', orderId).where('applied_at', 'is', null).orderBy('coupon_sale_id').forUpdate().execute();
    for (const row of rows) {
      await trx.updateTable('coupon_sales').set({ debit_cents: sql`least(value_cents, debit_cents + ${row.amount_cents})` })
        .where('id', '=', row.coupon_sale_id).execute();
      await trx.updateTable('coupon_redemptions').set({ applied_at: now }).where('id', '=', row.id).execute();
    }
  });
}

/** Inside the order's transaction: the code rows are locked in id order, so two orders redeeming one code queue up. */
export async function lockCodes(trx: Db, saleIds: number[]): Promise<void> {
  await trx.selectFrom('coupon_sales').select('id').where('id', 'in', saleIds).orderBy('id').forUpdate().execute();
}

export async function insertRedemptions(trx: Db, orderId: number, rows: { saleId: number; amountCents: number }[]): Promise<void> {
  await trx.insertInto('coupon_redemptions')
    .values(rows.map((row) => ({ order_id: orderId, coupon_sale_id: row.saleId, amount_cents: row.amountCents }))).execute();
}

/** The codes bought with a Coupon order item: one per unit. */
export async function issueCodes(trx: Db, codes: { shop_id: number; code: string; coupon_id: number; value_cents: number; is_voucher_for: number | null; valid_until: string; order_item_id: number }[]): Promise<void> {
  await trx.insertInto('coupon_sales').values(codes).execute();
}

/** The shop's coupon products among `ids` (an order's Coupon items). */
export function listCoupons(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();
}
