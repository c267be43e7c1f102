import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';
import { cachedRead, forgetCachedReads } from '../../shared/read-cache';

/**
 * The shop of `host`, read at most once per `ttlMs` in this process: every API request names its
 * shop, and that one read was a statement of its own on each of them (issue 16). A publish in this
 * process forgets the entries at once (forgetCachedShops); other processes see it within `ttlMs`.
 * Unknown hosts are cached too, within the cache's bound.
 */
export function cachedShop(db: Db, host: string, ttlMs: number, now: number, read: () => Promise<Shop | undefined>): Promise<Shop | undefined> {
  return cachedRead(db, 'shop', host, ttlMs, now, read);
}

/** Forgets every cached shop of `db`, and the definitions read with them (after a publish changed a shop row). */
export function forgetCachedShops(db: Db): void {
  forgetCachedReads(db);
}
