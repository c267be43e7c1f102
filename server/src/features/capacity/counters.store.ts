import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';
import { mergeDemands, type QuotaDemand } from './capacity';

export interface CounterShortage extends QuotaDemand {
  free: number;
}

/**
 * For an order that wrote its lines first and takes the counters last (with its ledger rows), so the
 * row locks are held only until the commit: its own holds' places read before they were
 * consumed, and its order id, whose fresh ledger rows a recount must not count twice.
 */
export interface LateCheck {
  own?: QuotaDemand[];
  orderId?: number;
  /** The order's ledger rows (its demands, owned by `orderId`), written with the first counter statement: one round trip less (issue 16). */
  ledger?: QuotaDemand[];
}

const pairKey = (quotaId: number, ms: number) => `${quotaId}|${ms}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** The places the caller's own live holds take per pair: they become the caller's order or resized hold. */
export async function ownHoldPlaces(trx: Db, ownTokens: string[], now: Date): Promise<QuotaDemand[]> {
  if (ownTokens.length === 0) return [];
  const rows = await sql<{ quota_id: number; start_at: Date; quantity: number }>`
    select qu.quota_id, qu.start_at, sum(qu.quantity)::int as quantity
    from quota_usages qu join reservations r on r.token = qu.reservation_token
    where r.token = any(${ownTokens}::text[]) and r.consumed_by_order_id is null and r.valid_until > ${now.toISOString()}::timestamptz
    group by qu.quota_id, qu.start_at`.execute(trx);
  return rows.rows.map((row) => ({ quotaId: row.quota_id, slotMs: new Date(row.start_at).getTime(), quantity: Number(row.quantity) }));
}

/** The quota's size at the slot: the slot's override, else the quota's capacity. */
const capacityAt = (quotaId: number, slotIso: string) => sql<number>`coalesce(
  (select capacity from quota_overrides where quota_id = ${quotaId} and start_at = ${slotIso}::timestamptz),
  (select capacity from quotas where id = ${quotaId}), 0)`;

/** The fast path: one statement, one row lock held to the end of the transaction. False when it would exceed the size. */
async function tryAdd(trx: Db, demand: QuotaDemand, delta: number, prefix: RawBuilder<unknown>): Promise<boolean> {
  const at = iso(demand.slotMs);
  const result = await sql`${prefix}
    update quota_counters set used = used + ${delta}
    where quota_id = ${demand.quotaId} and start_at = ${at}::timestamptz
      and used + ${delta} <= ${capacityAt(demand.quotaId, at)}
    returning used`.execute(trx);
  return result.rows.length === 1;
}

/** The order's ledger rows as one INSERT (a WITH clause in front of a counter statement, or alone); `orderId` may be a subquery. */
export function ledgerInsert(orderId: number | RawBuilder<number>, rows: QuotaDemand[]) {
  return sql`insert into quota_usages (quota_id, start_at, quantity, order_id)
    select quota_id, start_at, quantity, ${orderId}::int
    from unnest(${rows.map((row) => row.quotaId)}::int[], ${rows.map((row) => iso(row.slotMs))}::timestamptz[], ${rows.map((row) => row.quantity)}::int[])
      as ledger(quota_id, start_at, quantity)`;
}

/**
 * The counters of an order without holds as WITH clauses of the statement that places it (orders/ticket-order.store.ts):
 * one conditional UPDATE per pair, each run only after the one before it took its places (its EXISTS waits for it), so
 * the rows are locked in sorted order as in addToCounters. `allTaken` is true when the last one did; the statement
 * must fail unless it is (shop_require), which undoes the pairs before it. A pair whose counter is missing or looks full
 * fails it too: the caller then places the order in a transaction, where the slow path recounts.
 */
export function counterClauses(demands: QuotaDemand[]): { clauses: RawBuilder<unknown>[]; allTaken: RawBuilder<boolean> } {
  const name = (index: number) => sql.raw(`counter_${index}`);
  const clauses = mergeDemands(demands).map((demand, index) => {
    const at = iso(demand.slotMs);
    const after = index === 0 ? sql`` : sql`and exists (select from ${name(index - 1)})`;
    return sql`${name(index)} as (update quota_counters set used = used + ${demand.quantity}
      where quota_id = ${demand.quotaId} and start_at = ${at}::timestamptz
        and used + ${demand.quantity} <= ${capacityAt(demand.quotaId, at)} ${after}
      returning 1)`;
  });
  return { clauses, allTaken: clauses.length ? sql<boolean>`exists (select from ${name(clauses.length - 1)})` : sql<boolean>`true` };
}

/** Hands the pending ledger INSERT to the first statement that asks, as a WITH clause; later ones get nothing. */
function ledgerOnce(late: LateCheck) {
  let pending = late.ledger?.length && late.orderId !== undefined ? ledgerInsert(late.orderId, late.ledger) : null;
  return {
    prefix(): RawBuilder<unknown> {
      const cte = pending ? sql`with ledger as (${pending})` : sql``;
      pending = null;
      return cte;
    },
    async flush(trx: Db): Promise<void> {
      if (pending) await pending.execute(trx);
      pending = null;
    },
  };
}

/**
 * The slow path, taken when the counter looks full or does not exist yet: under the row lock,
 * count what still takes places (holds alive, orders live by the clock; the caller's own holds
 * left out, as they are released in this transaction) and set the counter to that plus the
 * demand when it fits. Expired holds and orders past their payment window free their places here.
 */
async function recountAndAdd(trx: Db, demand: QuotaDemand, ownTokens: string[], now: Date, orderId: number | undefined, prefix: RawBuilder<unknown>): Promise<number | null> {
  const at = iso(demand.slotMs);
  await sql`${prefix} insert into quota_counters (quota_id, start_at, used) values (${demand.quotaId}, ${at}::timestamptz, 0)
    on conflict do nothing`.execute(trx);
  const locked = await sql<{ capacity: number }>`
    select ${capacityAt(demand.quotaId, at)} as capacity from quota_counters
    where quota_id = ${demand.quotaId} and start_at = ${at}::timestamptz for update`.execute(trx);
  const capacity = Number(locked.rows[0]?.capacity ?? 0);
  const counted = await sql<{ used: number }>`
    select coalesce(sum(qu.quantity), 0)::int as used
    from quota_usages qu
    left join reservations r on r.token = qu.reservation_token
    left join orders o on o.id = qu.order_id
    where qu.quota_id = ${demand.quotaId} and qu.start_at = ${at}::timestamptz
      and (qu.order_id is null or qu.order_id <> ${orderId ?? 0})
      and (
        (r.token is not null and r.consumed_by_order_id is null and r.valid_until > ${now.toISOString()}::timestamptz
          and not (r.token = any(${ownTokens}::text[])))
        or (o.id is not null and ${liveOrder(now)})
      )`.execute(trx);
  const live = Number(counted.rows[0]?.used ?? 0);
  const fits = live + demand.quantity <= capacity;
  await sql`update quota_counters set used = ${fits ? live + demand.quantity : live}
    where quota_id = ${demand.quotaId} and start_at = ${at}::timestamptz`.execute(trx);
  return fits ? null : Math.max(0, capacity - live);
}

/**
 * Inside the caller's transaction: moves the counters of every (quota, slot) pair by what
 * the demands take minus what the caller's own holds give back, locking the rows in sorted
 * order (no deadlocks between writers). Returns the pairs that lack places; the caller throws,
 * and the rollback undoes every counter it moved, so several quotas are all-or-nothing.
 */
export async function addToCounters(trx: Db, demands: QuotaDemand[], now: Date, ownTokens: string[], late: LateCheck = {}): Promise<CounterShortage[]> {
  const ownPlaces = late.own ?? await ownHoldPlaces(trx, ownTokens, now);
  const own = new Map(ownPlaces.map((place) => [pairKey(place.quotaId, place.slotMs), place.quantity]));
  const byPair = new Map(mergeDemands(demands).map((demand) => [pairKey(demand.quotaId, demand.slotMs), demand]));
  for (const place of ownPlaces) {
    const key = pairKey(place.quotaId, place.slotMs);
    if (!byPair.has(key)) byPair.set(key, { ...place, quantity: 0 });
  }
  const pairs = [...byPair.values()].sort((a, b) => a.quotaId - b.quotaId || a.slotMs - b.slotMs);
  const shortages: CounterShortage[] = [];
  const ledger = ledgerOnce(late);
  for (const pair of pairs) {
    const delta = pair.quantity - (own.get(pairKey(pair.quotaId, pair.slotMs)) ?? 0);
    if (delta < 0) {
      await sql`${ledger.prefix()} update quota_counters set used = greatest(used + ${delta}, 0)
        where quota_id = ${pair.quotaId} and start_at = ${iso(pair.slotMs)}::timestamptz`.execute(trx);
      continue;
    }
    // delta 0: the caller's own hold already has exactly these places.
    if (pair.quantity === 0 || delta === 0 || await tryAdd(trx, pair, delta, ledger.prefix())) continue;
    // The recount excludes the order's own ledger rows, so it may follow the statement that wrote them.
    const free = await recountAndAdd(trx, pair, ownTokens, now, late.orderId, ledger.prefix());
    if (free !== null) shortages.push({ ...pair, free });
  }
  await ledger.flush(trx);
  return shortages;
}
