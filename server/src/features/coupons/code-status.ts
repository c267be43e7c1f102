import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { dayOf } from '../../shared/berlin-time';
import { liveOrder } from '../../db/live-order';

/** A coupon code (coupon_sales row) with what is left of it right now. */
export interface CodeStatus {
  id: number; code: string; value_cents: number; debit_cents: number; is_voucher_for: number | null;
  /** YYYY-MM-DD or null (no expiry) */
  valid_until: string | null; coupon_id: number | null;
  /** value − debit − amounts reserved by live unpaid orders (never below 0) */
  remaining_cents: number;
  /** a voucher is single-use: redeemed by a valid or live order */
  used: boolean;
  expired: boolean;
  /** a code bought in the shop works only once its order is valid */
  sold_valid: boolean;
}

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

/** Why a code cannot be redeemed, or null. @see cart-checkout §5.1 (notValid, empty) */
export function codeProblem(status: CodeStatus | undefined): string | null {
  if (!status || !status.sold_valid) return 'is not a valid code';
  if (status.expired) return 'has expired';
  if (status.is_voucher_for !== null) return status.used ? 'has already been used' : null;
  return status.remaining_cents > 0 ? null : 'is empty';
}
