import type { Db } from '../../db/connect';
import type { QuotaDemand } from '../capacity/capacity';

/** How long a counter that refused the one statement sends orders for it straight to the transaction. */
const FULL_FOR_MS = 1000;
const MAX_PAIRS = 1000;

/** Per database handle, until when each (quota, slot) pair counts as full in this process. */
const fullUntil = new WeakMap<Db, Map<string, number>>();
const keyOf = (demand: QuotaDemand) => `${demand.quotaId}|${demand.slotMs}`;

/**
 * Whether an order should skip the one statement (ticket-order.store.ts) because one of its counters refused it
 * within the last second. A sold-out slot refuses every order; each refusal then cost the failed statement and the
 * transaction that recounts (issue 16: the sell-out ran at a third of its former rate). The transaction alone is
 * always right, so this only saves work; it never decides about places.
 */
export function skipsOneStatement(db: Db, demands: QuotaDemand[], now: number): boolean {
  const pairs = fullUntil.get(db);
  return !!pairs && demands.some((demand) => (pairs.get(keyOf(demand)) ?? 0) > now);
}

/** The one statement failed: a counter of these pairs was missing, full or short. */
export function noteRefused(db: Db, demands: QuotaDemand[], now: number): void {
  let pairs = fullUntil.get(db);
  if (!pairs) { pairs = new Map(); fullUntil.set(db, pairs); }
  for (const demand of demands) pairs.set(keyOf(demand), now + FULL_FOR_MS);
  if (pairs.size > MAX_PAIRS) pairs.delete(pairs.keys().next().value!);
}

/** The transaction placed an order on these pairs: their counters exist and had room. */
export function noteTaken(db: Db, demands: QuotaDemand[]): void {
  const pairs = fullUntil.get(db);
  for (const demand of demands) pairs?.delete(keyOf(demand));
}
