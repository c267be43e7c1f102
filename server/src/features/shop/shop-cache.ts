import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';

interface Entry { at: number; shop: Promise<Shop | undefined> }

/** Per database handle (so test servers never share), the shop each host named, and when it was read. */
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The shop of `host`, read at most once per `ttlMs` in this process: every API request names its
 * shop, and that one read was a statement of its own on each of them (issue 16). A publish in this
 * process forgets the entries at once (forgetCachedShops); other processes see it within `ttlMs`.
 */
export function cachedShop(db: Db, host: string, ttlMs: number, now: number, read: () => Promise<Shop | undefined>): Promise<Shop | undefined> {
  if (ttlMs <= 0) return read();
  let cache = caches.get(db);
  if (!cache) { cache = new Map(); caches.set(db, cache); }
  const hit = cache.get(host);
  if (hit && now - hit.at < ttlMs) return hit.shop;
  // The promise is kept, so requests arriving together share one read; a failed read is not kept.
  const shop = read();
  const entry = { at: now, shop };
  cache.set(host, entry);
  shop.catch(() => { if (cache.get(host) === entry) cache.delete(host); });
  // Unknown hosts are cached too (a scan of random hosts would otherwise grow the map); bound it.
  if (cache.size > 1000) cache.delete(cache.keys().next().value!);
  return shop;
}

/** Forgets every cached shop of `db` (after a publish changed a shop row). */
export function forgetCachedShops(db: Db): void {
  caches.delete(db);
}
