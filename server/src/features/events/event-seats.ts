import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';

/** Event booking status BOOKED (ENDPOINTS.md §8.7); CANCELED (60) bookings hold nothing. */
export const EVENT_BOOKED = 20;

export interface DateUsage { booked: number; seatIds: Set<number> }

/**
 * Seats taken per event date: bookings of live orders only (live-order.ts), the same rule
 * as ticket quotas, so an unpaid order frees its seats when its payment window ends or
 * its payment fails. Standalone bookings (no order item, e.g. from a cash point) count too.
 * Seats other customers hold (seat-holds.ts) are taken for everyone but their holder, who
 * must still be able to book them: `viewerId` is that customer, null for anonymous readers.
 */
export async function dateUsage(db: Db, dateIds: number[], now: Date, viewerId: number | null = null): Promise<Map<number, DateUsage>> {
  const usage = new Map<number, DateUsage>(dateIds.map((id) => [id, { booked: 0, seatIds: new Set<number>() }]));
  if (dateIds.length === 0) return usage;
  const rows = await db.selectFrom('event_bookings as b')
    .leftJoin('order_items as oi', 'oi.id', 'b.order_item_id')
    .leftJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['b.date_id', 'b.quantity', 'b.seats'])
    .where('b.date_id', 'in', dateIds).where('b.status', '=', EVENT_BOOKED)
    .where((eb) => eb.or([eb('b.order_item_id', 'is', null), liveOrder(now)]))
    .execute();
  for (const row of rows) {
    const entry = usage.get(row.date_id)!;
    entry.booked += row.quantity;
    for (const seat of row.seats) entry.seatIds.add(seat.seat_id);
  }
  const holds = await db.selectFrom('seat_holds').select(['date_id', 'seat_id'])
    .where('date_id', 'in', dateIds).where('expires_at', '>', now)
    .$if(viewerId !== null, (qb) => qb.where('customer_id', '<>', viewerId!))
    .execute();
  for (const hold of holds) usage.get(hold.date_id)!.seatIds.add(hold.seat_id);
  return usage;
}

/** Serialises writers of one event date inside their transactions (PGlite and PostgreSQL alike). */
export async function lockEventDate(trx: Db, dateId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`event_date|${dateId}`}))`.execute(trx);
}
