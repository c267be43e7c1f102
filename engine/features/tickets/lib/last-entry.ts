import type { Ticket } from '../api/tickets.api.ts';
import { addDays, slotAt } from './berlin-day.ts';

/** requirements/tickets.md §9.1 Time selection: lastEntry groups look this many days past today … */
const LAST_ENTRY_ADVANCE_DAYS = 3;
/** … inside a calendar window of this many days. */
const LAST_ENTRY_WINDOW_DAYS = 30;

/** requirements/tickets.md §5.1 Dates: sellable for a date only while the start of that day plus last_entry minutes is still ahead. */
export function sellableOnDate(ticket: Pick<Ticket, 'last_entry'>, date: string, now: Date, timezone?: string): boolean {
  return Date.parse(slotAt(date, ticket.last_entry, timezone)) > now.getTime();
}

/** The 30-day calendar window a lastEntry group reads from today. */
export function lastEntryWindow(today: string): { start_at: string; end_at: string } {
  return { start_at: today, end_at: addDays(today, LAST_ENTRY_WINDOW_DAYS - 1) };
}

/**
 * requirements/tickets.md §9: a lastEntry group opens on the first day with tickets, advancing from today by at most
 * 3 days; when none of those has tickets it stays on today.
 */
export function lastEntryDay(today: string, calendar: Record<string, boolean> | undefined): string {
  for (let offset = 0; offset <= LAST_ENTRY_ADVANCE_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (calendar?.[day]) return day;
  }
  return today;
}
