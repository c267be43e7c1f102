import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { berlin, dayOf, wallClock, weekdayOf } from '../../shared/berlin-time';
import { liveOrder } from '../../db/live-order';

/** Tour booking status BOOKED (ENDPOINTS.md §8.7). */
export const TOUR_BOOKED = 20;
/** Start times run in 15-minute steps. @see ENDPOINTS.md §7.6 */
export const TOUR_STEP = 15;

export interface TourGrid { first_start: number; last_start: number; weekdays: number[]; bookable: boolean }

/** Starts of `day` within the tour's window (and the optional opening hours), on its weekdays. */
export function tourStarts(tour: TourGrid, day: string, open = 0, close = 24 * 60): Date[] {
  if (!tour.bookable || !tour.weekdays.includes(weekdayOf(day))) return [];
  const starts: Date[] = [];
  for (let minute = tour.first_start; minute <= tour.last_start; minute += TOUR_STEP) {
    if (minute >= open && minute <= close) starts.push(wallClock(day, minute));
  }
  return starts;
}

/** Why `start` is not a start time of the tour, or null. */
export function tourStartProblem(tour: TourGrid, start: Date, now: Date): string | null {
  if (start.getTime() <= now.getTime()) return 'is in the past';
  const local = berlin(start);
  const minute = local.hour() * 60 + local.minute();
  const onGrid = local.second() === 0 && tourStarts(tour, dayOf(start)).some((candidate) => candidate.getTime() === start.getTime());
  return onGrid && minute >= tour.first_start ? null : 'is not a start time of this tour';
}

export interface SlotUse { tours: number; equipment: Map<number, number> }

/** Live bookings of a tour per start time (ms) in [from, to): how many tours and how much equipment. */
export async function tourSlotUse(db: Db, tourId: number, from: Date, to: Date, now: Date): Promise<Map<number, SlotUse>> {
  const rows = await db.selectFrom('tour_bookings as b')
    .leftJoin('order_items as oi', 'oi.id', 'b.order_item_id').leftJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['b.start_time', 'b.equipment'])
    .where('b.tour_id', '=', tourId).where('b.status', '=', TOUR_BOOKED).where('b.start_time', '>=', from).where('b.start_time', '<', to)
    .where((eb) => eb.or([eb('b.order_item_id', 'is', null), liveOrder(now)]))
    .execute();
  const use = new Map<number, SlotUse>();
  for (const row of rows) {
    const key = new Date(row.start_time).getTime();
    const entry = use.get(key) ?? { tours: 0, equipment: new Map<number, number>() };
    entry.tours += 1;
    for (const piece of row.equipment) entry.equipment.set(piece.id, (entry.equipment.get(piece.id) ?? 0) + piece.quantity);
    use.set(key, entry);
  }
  return use;
}

/** Serialises writers of one tour start time inside their transactions. */
export async function lockTourSlot(trx: Db, tourId: number, start: Date): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`tour|${tourId}|${start.toISOString()}`}))`.execute(trx);
}
