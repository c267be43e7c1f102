import { isoBerlin } from '../../shared/berlin-time';
import type { UpcomingStart } from './store';

/** How many upcoming start times an event lists (enough to sort by the next one and to preview a few). */
const PER_EVENT = 5;

/**
 * requirements/events-and-seats.md §3.1 Event upcoming_bookings_start_times: the next bookable dates of each event, so
 * lists can sort by the next booking date (settings catalogue.sortByNextDate).
 */
export function upcomingStartsByEvent(rows: UpcomingStart[]): Map<number, string[]> {
  const starts = new Map<number, string[]>();
  for (const row of rows) {
    const list = starts.get(row.event_id) ?? [];
    if (list.length < PER_EVENT) list.push(isoBerlin(new Date(row.start_time)));
    starts.set(row.event_id, list);
  }
  return starts;
}
