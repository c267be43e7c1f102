import type { Db } from '../db/connect';

interface Entry { at: number; value: Promise<unknown> }

/** Per database handle (so test servers never share) and kind of read, the answers by key and when they were read. */
const caches = new WeakMap<Db, Map<string, Map<string, Entry>>>();

/** Keys kept per kind (a scan of random hosts or ticket ids would otherwise grow the map): the oldest goes first. */
const MAX_KEYS = 1000;

/**
 * A read of definitions that change only on a publish or a seed (the shop of a host, the tickets an order names),
 * done at most once per `ttlMs` per key in this process (issue 16): on a sale day each of them was a database round
 * trip on every request. Requests arriving together share one read; a failed read is not kept. `ttlMs` 0 reads every
 * time (tests write those rows directly between requests).
 */
export function cachedRead<T>(db: Db, kind: string, key: string, ttlMs: number, now: number, read: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return read();
  let kinds = caches.get(db);
  if (!kinds) { kinds = new Map(); caches.set(db, kinds); }
  let cache = kinds.get(kind);
  if (!cache) { cache = new Map(); kinds.set(kind, cache); }
  const hit = cache.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = read();
  const entry = { at: now, value };
  cache.set(key, entry);
  value.catch(() => { if (cache.get(key) === entry) cache.delete(key); });
  if (cache.size > MAX_KEYS) cache.delete(cache.keys().next().value!);
  return value;
}

/** Forgets every cached answer of `db` (after a publish changed what they were read from). */
export function forgetCachedReads(db: Db): void {
  caches.delete(db);
}
