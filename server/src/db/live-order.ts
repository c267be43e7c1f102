import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** payment_status 40: the provider reported a failed payment; such an order never becomes valid (features/payment/state-machine.ts). */
const FAILED = 40;

/**
 * Whether the order aliased `o` still takes places (tickets, event seats, tour slots) and
 * coupon amounts: not canceled, not failed, and paid, valid or inside its payment window.
 * One rule for every kind of capacity, read with the injected clock so an unpaid order
 * frees everything when its window ends, without a background job. @see requirements/checkout-and-orders.md §4.2, requirements/checkout-and-orders.md §4.3
 */
export function liveOrder(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(not o.canceled and o.payment_status <> ${FAILED}
    and (o.payment_status = 30 or o.is_valid or o.payment_deadline > ${now.toISOString()}::timestamptz))`;
}
