import type { Db } from '../../db/connect';
import { addDays, dayOf, wallClock } from '../../shared/berlin-time';
import { backtest, type BacktestResult } from './backtest';
import { loadPastSlots, loadQuotaCapacities, loadShopIds, loadSlotTickets } from './forecast.store';

/** The lead times the backtest reports: two hours, a day, three days and a week before the slot. */
const BACKTEST_LEADS_HOURS = [2, 24, 72, 168];

export interface ShopBacktest { shopId: number; results: BacktestResult[] }

/**
 * The backtest over the bookings stored in `db` (the demo seed's history): per shop, every
 * time-slot quota's past slots, the last 21 days predicted from at most 56 days before each.
 */
export async function replayHistory(db: Db, now: Date, historyDays = 70): Promise<ShopBacktest[]> {
  const today = dayOf(now);
  const out: ShopBacktest[] = [];
  for (const shopId of await loadShopIds(db)) {
    const tickets = await loadSlotTickets(db, shopId, today);
    const quotaIds = [...new Set(tickets.flatMap((ticket) => ticket.quota_ids))];
    const history = await loadPastSlots(db, quotaIds, wallClock(addDays(today, -historyDays), 0), wallClock(today, 0), now);
    const capacities = await loadQuotaCapacities(db, quotaIds);
    const results = BACKTEST_LEADS_HOURS.map((hours) => backtest(history, (quotaId) => capacities.get(quotaId) ?? 0, {
      leadMs: hours * 3_600_000, testDays: 21, trainDays: 56,
    }));
    out.push({ shopId, results });
  }
  return out;
}
