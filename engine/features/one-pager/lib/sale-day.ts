import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';
import { entryOf } from './one-pager-rows.ts';
import type { Ticket } from '../../tickets/api/tickets.queries.ts';

/** Today's date in the shop's timezone (requirements/settings.md §1.2: Europe/Berlin, whatever the visitor's clock). */
export function todayIn(now: Date, timezone = DEFAULT_TIMEZONE): string {
  return dayjs(now).tz(timezone).format('YYYY-MM-DD');
}

/** requirements/tickets.md §5.1 Dates: a ticket is sellable for a date only while that day's last entry is in the future. */
export function sellableOn(ticket: Pick<Ticket, 'last_entry'>, date: string, now: Date, timezone = DEFAULT_TIMEZONE): boolean {
  return Date.parse(entryOf(date, ticket.last_entry, timezone)) > now.getTime();
}

/**
 * The day the one-pager sells: today, until the last entry of every configured ticket has passed;
 * then tomorrow, so an evening visitor gets tickets they can still use instead of a booked-out list.
 * Returns today while the list is unknown or empty.
 */
export function saleDay(todaysTickets: Pick<Ticket, 'last_entry'>[] | undefined, now: Date, timezone = DEFAULT_TIMEZONE): string {
  const today = todayIn(now, timezone);
  if (!todaysTickets?.length || todaysTickets.some((ticket) => sellableOn(ticket, today, now, timezone))) return today;
  return dayjs(today).add(1, 'day').format('YYYY-MM-DD');
}
