import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';
import { berlin } from '../../shared/berlin-time';
import type { QuotaLookup } from '../capacity/capacity';
import { loadDaysLookup } from '../tickets/capacity-window';
import { loadTicketsWithSubs, matchingTicketIds, type LoadedTicket } from '../tickets/ticket.store';
import type { PastSlot } from './history';

/** The public, bookable time-slot tickets of the shop on `day` (of one museum when given), sub-tickets left out. */
export async function loadSlotTickets(db: Db, shopId: number, day: string, museumId?: number): Promise<LoadedTicket[]> {
  const ids = await matchingTicketIds(db, { types: ['time_slot'], bookable: true, ...(museumId ? { museumIds: [museumId] } : {}) }, { shopId, locale: 'de', main: 'de', day });
  const all = await loadTicketsWithSubs(db, shopId, ids);
  return ids.flatMap((id) => all.get(id) ?? []);
}

/** Free and total places of the tickets' quotas on `day` (live holds and orders count as taken). */
export function loadDayPlaces(db: Db, tickets: LoadedTicket[], day: string, now: Date): Promise<QuotaLookup> {
  return loadDaysLookup(db, tickets, [day], now);
}

/**
 * Every past slot of the quotas in [from, to) with the bookings of live orders that took places in
 * it, each with its creation time: the history the forecast learns from. Holds are left out (they
 * are no bookings), so are orders that no longer take places (liveOrder).
 */
export async function loadPastSlots(db: Db, quotaIds: number[], from: Date, to: Date, now: Date): Promise<Map<number, PastSlot[]>> {
  const history = new Map<number, PastSlot[]>();
  if (quotaIds.length === 0) return history;
  const rows = await sql<{ quota_id: number; start_at: Date; created_at: Date; places: number }>`
    select qu.quota_id, qu.start_at, o.created_at, sum(qu.quantity)::int as places
    from quota_usages qu join orders o on o.id = qu.order_id
    where qu.quota_id = any(${quotaIds}::int[])
      and qu.start_at >= ${from.toISOString()}::timestamptz and qu.start_at < ${to.toISOString()}::timestamptz
      and ${liveOrder(now)}
    group by qu.quota_id, qu.start_at, o.created_at
    order by qu.quota_id, qu.start_at`.execute(db);
  let current: PastSlot | undefined;
  let currentQuota = -1;
  for (const row of rows.rows) {
    const startMs = new Date(row.start_at).getTime();
    if (!current || current.startMs !== startMs || currentQuota !== row.quota_id) {
      const start = berlin(new Date(startMs));
      current = { startMs, weekday: start.day(), hour: start.hour(), bookings: [] };
      currentQuota = row.quota_id;
      const list = history.get(row.quota_id) ?? [];
      history.set(row.quota_id, list);
      list.push(current);
    }
    current.bookings.push({ createdMs: new Date(row.created_at).getTime(), places: Number(row.places) });
  }
  return history;
}

/** The configured size of each quota (overrides left out: the backtest compares ordinary days). */
export async function loadQuotaCapacities(db: Db, quotaIds: number[]): Promise<Map<number, number>> {
  if (quotaIds.length === 0) return new Map();
  const rows = await db.selectFrom('quotas').select(['id', 'capacity']).where('id', 'in', quotaIds).execute();
  return new Map(rows.map((row) => [row.id, row.capacity]));
}

/** Every shop's id (the backtest replays each shop's history). */
export async function loadShopIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('shops').select('id').orderBy('id').execute()).map((shop) => shop.id);
}
