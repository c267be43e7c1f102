import type { Db } from '../../db/connect';
import { isoBerlin } from '../../shared/berlin-time';

/** How many upcoming start times an event lists (enough to sort by the next one and to preview a few). */
const PER_EVENT = 5;

/**
 * Spec browsing §3 Event upcoming_bookings_start_times: the next bookable dates of each event, so
 * lists can sort by the next booking date (settings catalogue.sortByNextDate).
 */
export async function upcomingStarts(db: Db, eventIds: number[], now: Date): Promise<Map<number, string[]>> {
  const starts = new Map<number, string[]>();
  if (eventIds.length === 0) return starts;
  const rows = await db.selectFrom('event_dates').select(['event_id', 'start_time'])
    .where('event_id', 'in', eventIds).where('bookable', '=', true).where('start_time', '>', now)
    .orderBy('start_time').execute();
  for (const row of rows) {
    const list = starts.get(row.event_id) ?? [];
    if (list.length < PER_EVENT) list.push(isoBerlin(new Date(row.start_time)));
    starts.set(row.event_id, list);
  }
  return starts;
}
