import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { quotaPlaces, type QuotaLookup } from './capacity';
import { liveOrder } from '../../db/live-order';

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
export async function usedPlaces(db: Db, window: LedgerWindow): Promise<Map<string, number>> {
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
