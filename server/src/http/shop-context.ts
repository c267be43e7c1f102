import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/connect';
import { cachedShop } from '../features/shop/shop-cache';
import { findDefaultShop, findShopByHost } from '../features/shop/shop.store';
import { ApiError } from './api-error';
import type { AppEnv, Shop } from './app-env';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostOf(value: string): string {
  return value.replace(/^https?:\/\//, '').split('/')[0]!.split(':')[0]!.toLowerCase();
}

/** The shop a host names; plain loopback (and no host) is the default shop. */
async function shopOfHost(db: Db, requested: string): Promise<Shop | undefined> {
  const host = hostOf(requested);
  const shop = await findShopByHost(db, host);
  return shop ?? (LOOPBACK.has(host) || host === '' ? findDefaultShop(db) : undefined);
}

/** The shop a Host or X-Shop-Url value names, read through this process's shop cache (shop-cache.ts). */
export function cachedShopOfHost(db: Db, requested: string, ttlMs: number): Promise<Shop | undefined> {
  const host = hostOf(requested);
  return cachedShop(db, host, ttlMs, Date.now(), () => shopOfHost(db, host));
}

/**
 * Picks the shop instance: the X-Shop-Url header (requirements/settings.md §7) or else the Host.
 * Plain loopback hosts fall back to the default shop so `curl localhost` works.
 */
export const shopContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = hostOf(c.req.header('x-shop-url') ?? c.req.header('host') ?? '');
  const { db, shopCacheMs = 0 } = c.get('deps');
  const shop = await cachedShopOfHost(db, host, shopCacheMs);
  if (!shop) throw new ApiError(404, `Unknown shop '${host}'`, { 'X-Shop-Url': ['does not name a shop on this server'] });
  c.set('shop', shop);
  await next();
};
