import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { QuotaDemand } from './capacity';
import { loadQuotaLookup } from './quota-ledger';

export interface Shortage extends QuotaDemand {
  free: number;
}

/**
 * Inside the caller's transaction: takes an advisory lock per (quota, slot) in sorted order
 * (no deadlocks between writers), then re-reads the ledger. Another writer on the same pair
 * waits here until this transaction ends, so two checks can never both see the same free
 * place. Works alike on PGlite (one serialised connection) and PostgreSQL (pooled clients,
 * READ COMMITTED: the read after the lock sees every commit made before it).
 */
export async function lockAndFindShortages(trx: Db, demands: QuotaDemand[], now: Date, ownTokens: string[] = []): Promise<Shortage[]> {
  if (demands.length === 0) return [];
  const sorted = [...demands].sort((a, b) => a.quotaId - b.quotaId || a.slotMs - b.slotMs);
  for (const demand of sorted) {
    const lockKey = `${demand.quotaId}|${new Date(demand.slotMs).toISOString()}`;
    await sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`.execute(trx);
  }
  const lookup = await loadQuotaLookup(trx, {
    quotaIds: [...new Set(sorted.map((demand) => demand.quotaId))],
    fromMs: Math.min(...sorted.map((demand) => demand.slotMs)),
    toMs: Math.max(...sorted.map((demand) => demand.slotMs)) + 1,
    now,
    ownTokens,
  });
  return sorted
    .map((demand) => ({ ...demand, free: lookup(demand.quotaId, demand.slotMs).free }))
    .filter((demand) => demand.free < demand.quantity);
}

/** The ledger rows that take the demanded places for a hold or an order. */
export function usageRows(demands: QuotaDemand[], owner: { reservation_token: string } | { order_id: number }) {
  return demands.map((demand) => ({
    quota_id: demand.quotaId,
    start_at: new Date(demand.slotMs),
    quantity: demand.quantity,
    reservation_token: 'reservation_token' in owner ? owner.reservation_token : null,
    order_id: 'order_id' in owner ? owner.order_id : null,
  }));
}
