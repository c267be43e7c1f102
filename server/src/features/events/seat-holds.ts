import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { dateUsage, lockEventDate } from './event-seats';

/**
 * How long a picked seat stays held without an order (spec browsing §4 Seats). Long enough to
 * pick prices and check out, short enough that an abandoned plan frees its seats the same hour.
 */
export const SEAT_HOLD_MS = 15 * 60_000;

export const SEAT_TAKEN = 'This seat has just been taken by someone else.';

interface SeatPlan { seats?: { id: number }[]; blocked_seats?: number[] }
export interface HoldRequest { dateId: number; seatId: number; customerId: number; now: Date }

/**
 * Holds one seat for a signed-in customer, or renews their own hold. Checked under the date's
 * advisory lock, the lock orders also take, so a hold and a booking cannot both win one seat.
 * 422 for a seat that is not on the plan or blocked by the house, 409 when it is booked or
 * another customer holds it.
 */
export async function holdSeat(db: Db, plan: SeatPlan, { dateId, seatId, customerId, now }: HoldRequest): Promise<Date> {
  if (!plan.seats?.some((seat) => seat.id === seatId)) throw ApiError.invalid('Invalid seat', { seat_id: ['is not a seat of this date'] });
  if (plan.blocked_seats?.includes(seatId)) throw ApiError.invalid('Invalid seat', { seat_id: ['is blocked'] });
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
