import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';
import { ApiError } from '../../http/api-error';
import { quotaPlaces, type QuotaDemand, type QuotaLookup } from './capacity';
import { addToCounters, type LateCheck } from './counters.store';
export { ownHoldPlaces } from './counters.store';

export interface LedgerWindow {
  quotaIds: number[];
  fromMs: number;
  toMs: number;
  now: Date;
  /** the caller's own reservation tokens: their places count as available to the caller */
  ownTokens?: string[];
}

const key = (quotaId: number, ms: number) => `${quotaId}|${ms}`;

/**
 * Places taken per (quota, slot) in [from, to): live holds (not consumed, valid_until in
 * the future, not the caller's own) and live orders (live-order.ts). Read at query time
 * with the injected clock, so expiry needs no background job.
 */
async function usedPlaces(db: Db, window: LedgerWindow): Promise<Map<string, number>> {
  if (window.quotaIds.length === 0) return new Map();
  const own = window.ownTokens ?? [];
  const now = window.now.toISOString();
  const rows = await sql<{ quota_id: number; start_at: Date; used: number }>`
    select qu.quota_id, qu.start_at, sum(qu.quantity)::int as used
    from quota_usages qu
    left join reservations r on r.token = qu.reservation_token
    left join orders o on o.id = qu.order_id
    where qu.quota_id = any(${window.quotaIds}::int[])
      and qu.start_at >= ${new Date(window.fromMs).toISOString()}::timestamptz
      and qu.start_at < ${new Date(window.toMs).toISOString()}::timestamptz
      and (
        (r.token is not null and r.consumed_by_order_id is null and r.valid_until > ${now}::timestamptz
          and not (r.token = any(${own}::text[])))
        or (o.id is not null and ${liveOrder(window.now)})
      )
    group by qu.quota_id, qu.start_at`.execute(db);
  return new Map(rows.rows.map((row) => [key(row.quota_id, new Date(row.start_at).getTime()), Number(row.used)]));
}

/** Free and total places of the window's quotas at any slot inside the window. */
export async function loadQuotaLookup(db: Db, window: LedgerWindow): Promise<QuotaLookup> {
  if (window.quotaIds.length === 0) return () => ({ free: 0, total: 0 });
  const [quotas, overrides, used] = await Promise.all([
    db.selectFrom('quotas').select(['id', 'capacity']).where('id', 'in', window.quotaIds).execute(),
    db.selectFrom('quota_overrides').select(['quota_id', 'start_at', 'capacity'])
      .where('quota_id', 'in', window.quotaIds)
      .where('start_at', '>=', new Date(window.fromMs))
      .where('start_at', '<', new Date(window.toMs))
      .execute(),
    usedPlaces(db, window),
  ]);
  const capacity = new Map(quotas.map((quota) => [quota.id, quota.capacity]));
  const override = new Map(overrides.map((row) => [key(row.quota_id, new Date(row.start_at).getTime()), row.capacity]));
  return (quotaId, slotMs) =>
    quotaPlaces(capacity.get(quotaId) ?? 0, override.get(key(quotaId, slotMs)), used.get(key(quotaId, slotMs)) ?? 0);
}

/** The ledger rows that take the demanded places for a hold or an order. */
function usageRows(demands: QuotaDemand[], owner: { reservation_token: string } | { order_id: number }) {
  return demands.map((demand) => ({
    quota_id: demand.quotaId,
    start_at: new Date(demand.slotMs),
    quantity: demand.quantity,
    reservation_token: 'reservation_token' in owner ? owner.reservation_token : null,
    order_id: 'order_id' in owner ? owner.order_id : null,
  }));
}

/**
 * Takes the places a hold or an order needs on the quota counters (counters.store.ts: one
 * conditional UPDATE per quota and slot, rows locked in sorted order until the transaction
 * ends) and throws 422 "No capacity left" when they are not free; the rollback then returns
 * whatever it took. The caller's own holds count as free to it: they are released in the same
 * transaction (releaseHoldPlaces / consumeHolds), so their places move to the new owner.
 */
export async function requirePlaces(
  trx: Db, demands: QuotaDemand[], now: Date, ownTokens: string[], field: string, late?: LateCheck,
): Promise<void> {
  const shortages = await addToCounters(trx, demands, now, ownTokens, late);
  const first = shortages[0];
  if (!first) return;
  const free = Math.min(...shortages.map((shortage) => shortage.free));
  throw ApiError.invalid(`No capacity left for this time: ${free} places free`, { [field]: [`only ${free} places are left`] });
}

/** Inside the transaction that checked them: the places become the hold's or the order's. */
export async function takePlaces(trx: Db, demands: QuotaDemand[], owner: { reservation_token: string } | { order_id: number }): Promise<void> {
  if (demands.length) await trx.insertInto('quota_usages').values(usageRows(demands, owner)).execute();
}

/**
 * The ledger rows of these holds go. Their counters were already moved by requirePlaces with
 * these tokens as own; rows that disappear any other way (a deleted hold, an order canceled or
 * past its window) leave the counter above the truth, which is safe, and the next writer that
 * finds the counter full recounts it.
 */
export async function releaseHoldPlaces(trx: Db, tokens: string[]): Promise<void> {
  if (tokens.length) await trx.deleteFrom('quota_usages').where('reservation_token', 'in', tokens).execute();
}
