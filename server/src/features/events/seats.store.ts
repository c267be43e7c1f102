import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';
import { ApiError } from '../../http/api-error';
import { SEAT_HOLD_MS, SEAT_TAKEN, type HoldRequest } from './seat-holds';

/** Event booking status BOOKED (requirements/api.md §8.7); CANCELED (60) bookings hold nothing. */
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

/**
 * Holds one seat for a signed-in customer, or renews their own hold. Checked under the date's
 * advisory lock, the lock orders also take, so a hold and a booking cannot both win one seat.
 * 409 when it is booked or another customer holds it (checkHoldableSeat refused unknown and
 * blocked seats before).
 */
export async function holdSeat(db: Db, { dateId, seatId, customerId, now }: HoldRequest): Promise<Date> {
  const expiresAt = new Date(now.getTime() + SEAT_HOLD_MS);
  return db.transaction().execute(async (trx) => {
    await lockEventDate(trx, dateId);
    const usage = (await dateUsage(trx, [dateId], now, customerId)).get(dateId)!;
    if (usage.seatIds.has(seatId)) throw new ApiError(409, SEAT_TAKEN, { seat_id: [SEAT_TAKEN] });
    await trx.insertInto('seat_holds').values({ date_id: dateId, seat_id: seatId, customer_id: customerId, expires_at: expiresAt })
      .onConflict((oc) => oc.columns(['date_id', 'seat_id']).doUpdateSet({ customer_id: customerId, expires_at: expiresAt }))
      .execute();
    return expiresAt;
  });
}

/** Gives a customer's own hold back; releasing a seat one does not hold changes nothing. */
export async function releaseSeat(db: Db, dateId: number, seatId: number, customerId: number): Promise<void> {
  await db.deleteFrom('seat_holds').where('date_id', '=', dateId).where('seat_id', '=', seatId).where('customer_id', '=', customerId).execute();
}

/** The seats a customer holds on a date right now, so their plan shows them chosen again after a reload or login. */
export async function heldSeats(db: Db, dateId: number, customerId: number | null, now: Date): Promise<number[]> {
  if (customerId === null) return [];
  const rows = await db.selectFrom('seat_holds').select('seat_id').where('date_id', '=', dateId).where('customer_id', '=', customerId)
    .where('expires_at', '>', now).orderBy('seat_id').execute();
  return rows.map((row) => row.seat_id);
}

/** A booked seat needs no hold any more; called inside the order's transaction. */
export async function releaseBookedHolds(trx: Db, dateId: number, seatIds: number[]): Promise<void> {
  if (seatIds.length === 0) return;
  await trx.deleteFrom('seat_holds').where('date_id', '=', dateId).where('seat_id', 'in', seatIds).execute();
}

/** One date of the shop's event with its seating plan, or 404. */
export async function findSeatedDate(db: Db, shopId: number, eventId: number, dateId: number) {
  const row = await db.selectFrom('event_dates as d').innerJoin('events as e', 'e.id', 'd.event_id').select(['d.id', 'e.seating'])
    .where('e.shop_id', '=', shopId).where('d.event_id', '=', eventId).where('d.id', '=', dateId).executeTakeFirst();
  if (!row) throw ApiError.notFound('Date');
  return row;
}
