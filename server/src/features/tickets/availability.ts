import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { addDays, daysBetween, endOfMonth } from '../../shared/berlin-time';
import type { QuotaLookup } from '../capacity/capacity';
import { loadDaysLookup } from './capacity-window';
import { loadTicketsWithSubs, type LoadedTicket } from './ticket.store';

export interface Availability {
  /** requested tickets of the shop, in request order */
  tickets: LoadedTicket[];
  /** the requested tickets and their sub-tickets, by id */
  all: Map<number, LoadedTicket>;
  lookup: QuotaLookup;
}

/** Loads tickets (with sub-tickets) and one ledger window for `days`. */
export async function loadAvailability(
  db: Db, shopId: number, ids: number[], days: string[], now: Date, ownTokens: string[] = [],
): Promise<Availability> {
  const all = await loadTicketsWithSubs(db, shopId, ids);
  const tickets = ids.flatMap((id) => all.get(id) ?? []);
  const lookup = await loadDaysLookup(db, all.values(), days, now, ownTokens);
  return { tickets, all, lookup };
}

/**
 * start_at..end_at (default today..end of that month) as a list of days; reversed → 422. Longer than
 * `maxDays`: 422, or with `overflow: 'clamp'` cut to the first `maxDays` days (the ticket calendar:
 * clients of the real API send a year and more, issue 13). @see requirements/api.md §4.5
 */
export function dayRange(
  startAt: string | undefined, endAt: string | undefined, today: string, maxDays: number, overflow: 'reject' | 'clamp' = 'reject',
): string[] {
  const start = startAt ?? today;
  const end = endAt ?? endOfMonth(start);
  if (end < start) throw ApiError.invalid('end_at must not be before start_at', { end_at: ['must not be before start_at'] });
  const last = addDays(start, maxDays - 1);
  if (end > last) {
    if (overflow === 'clamp') return daysBetween(start, last);
    throw ApiError.invalid(`The date range may cover at most ${maxDays} days`, { end_at: [`must be within ${maxDays} days of start_at`] });
  }
  return daysBetween(start, end);
}
