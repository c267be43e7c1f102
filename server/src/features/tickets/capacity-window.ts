import type { Db } from '../../db/connect';
import { addDays, wallClock } from '../../shared/berlin-time';
import type { QuotaLookup } from '../capacity/capacity';
import { loadQuotaLookup } from '../capacity/store';
import { annualStart } from './slots';
import type { ItemTicket } from './ticket-item';

/**
 * One ledger read covering `days` (and tomorrow's annual start) for every quota the
 * tickets draw from, so a calendar month costs three queries, not one per slot.
 */
export function loadDaysLookup(
  db: Db,
  tickets: Iterable<ItemTicket>,
  days: string[],
  now: Date,
  ownTokens: string[] = [],
): Promise<QuotaLookup> {
  const quotaIds = [...new Set([...tickets].flatMap((ticket) => ticket.quota_ids))];
  const annual = annualStart(now).getTime();
  const fromMs = Math.min(wallClock(days[0]!, 0).getTime(), annual);
  const toMs = Math.max(wallClock(addDays(days.at(-1)!, 1), 0).getTime(), annual + 1);
  return loadQuotaLookup(db, { quotaIds, fromMs, toMs, now, ownTokens });
}
