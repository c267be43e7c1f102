import type { Db } from '../../db/connect';

interface Entry {
  /** The last answer read, and when (and in which generation) the read behind it began. */
  value: Promise<unknown>;
  at: number;
  generation: number;
  /** The read under way that will replace `value`. */
  pending?: Promise<unknown>;
}

interface Cache {
  /** Counts this process's changes of places (placesChanged): an entry read before the last one is stale. */
  generation: number;
  entries: Map<string, Entry>;
}

/** Per database handle (test servers never share), the display answers by key. */
const caches = new WeakMap<Db, Cache>();

/** Beyond this many times the time to live an answer is too old to show while the next one is read: it is waited for. */
const STALE_LIMIT = 5;
/** Distinct keys kept per database (ticket lists, days, filters): the oldest goes first. */
const MAX_ENTRIES = 500;

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: 0, entries: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Reads anew into `entry`; a failed read keeps the answer before it (or, when there is none, forgets the key). */
function refresh(cache: Cache, key: string, entry: Entry, now: number, read: () => Promise<unknown>): Promise<unknown> {
  const generation = cache.generation;
  const next = read();
  entry.pending = next;
  next.then(
    () => Object.assign(entry, { value: next, at: now, generation, pending: undefined }),
    () => {
      entry.pending = undefined;
      if (entry.value === next) cache.entries.delete(key);
    },
  );
  return next;
}

/**
 * An availability answer (calendar, capacities) for display, read at most about once per `ttlMs` per key in this
 * process (issue 16). On a sale day the shop asks for them many times a second while orders keep the pool and the
 * database busy; each read waited behind the orders (p95 0.3–0.8 s). An answer older than `ttlMs`, or read before
 * this process last changed places (placesChanged), is still given at once while one read in the background
 * replaces it (stale-while-revalidate), so during a sale the answers follow this process's orders one read behind
 * and other processes' within about `ttlMs` plus one read (docs/deploy.md). Only a key never read, or read more than
 * STALE_LIMIT × `ttlMs` ago, waits for its read. Orders and holds never use this: they take places on the counters.
 * `ttlMs` 0 reads every time (tests: they change the ledger directly between requests).
 */
export function cachedDisplay<T>(db: Db, key: string, ttlMs: number, now: number, read: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return read();
  const cache = cacheOf(db);
  const entry = cache.entries.get(key);
  if (!entry) {
    const created: Entry = { value: Promise.resolve(), at: now, generation: cache.generation };
    cache.entries.set(key, created);
    if (cache.entries.size > MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
    created.value = refresh(cache, key, created, now, read);
    return created.value as Promise<T>;
  }
  if (entry.generation === cache.generation && now - entry.at < ttlMs) return entry.value as Promise<T>;
  const next = entry.pending ?? refresh(cache, key, entry, now, read);
  return (now - entry.at < STALE_LIMIT * ttlMs ? entry.value : next) as Promise<T>;
}

/** This process took or gave back places (an order, a hold): answers read before now are stale. */
export function placesChanged(db: Db): void {
  const cache = caches.get(db);
  if (cache) cache.generation += 1;
}
