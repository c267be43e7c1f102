/** What the sort needs of a date: its event and start (requirements/api.md §6.7). */
interface UpcomingDate {
  event_id: number;
  start_time: string;
}

/**
 * requirements/catalogue.md §2.1 'Start page': the event list is sorted by first upcoming start time. Events
 * without a date in the loaded window follow in server order (the sort is stable).
 */
export function sortByFirstDate<T extends { id: number }>(events: readonly T[], dates: readonly UpcomingDate[] | undefined): T[] {
  const first = new Map<number, number>();
  for (const date of dates ?? []) {
    const start = Date.parse(date.start_time);
    if (!Number.isNaN(start) && start < (first.get(date.event_id) ?? Number.POSITIVE_INFINITY)) first.set(date.event_id, start);
  }
  const rank = (event: T) => first.get(event.id) ?? Number.POSITIVE_INFINITY;
  return [...events].sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1));
}
