import type { Context, MiddlewareHandler } from 'hono';
import { listShopHosts } from '../features/shop/shop.store';
import type { AppEnv } from './app-env';

/** Browsers read response headers cross-origin only when the actual response exposes them (not the preflight). */
const EXPOSED = 'access-token, client, uid, expiry, token-type';

const isLoopback = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';

/** `CORS_ORIGINS`: further shop origins, comma-separated (`https://tickets.museum.example`). */
const extraOrigins = () => new Set((process.env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean));

/**
 * Whether a page on `origin` may call this API with credentials (issue 14, finding 6: any origin was reflected):
 * a host of one of the shops on this server (any port), an origin listed in CORS_ORIGINS, or — for development —
 * a loopback origin when the API itself is reached on a loopback host.
 */
async function allowedOrigin(c: Context<AppEnv>, origin: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (extraOrigins().has(url.origin)) return true;
  const ownHost = new URL(c.req.url).hostname;
  if (isLoopback(url.hostname) && isLoopback(ownHost)) return true;
  return (await listShopHosts(c.get('deps').db)).includes(url.hostname);
}

/**
 * requirements/settings.md §7: the shop sends credentials and X-Shop-Url from another origin. Only the shop API
 * answers cross-origin, and only to the shops' own origins; the operator admin routes stay same-origin.
 */
export const shopApiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  const allowed = origin ? await allowedOrigin(c, origin) : false;
  if (origin) c.header('Vary', 'Origin');
  if (allowed) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
    c.header('Access-Control-Expose-Headers', EXPOSED);
  }
  if (c.req.method === 'OPTIONS') {
    if (allowed) {
      c.header('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
      c.header('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? '*');
    }
    return c.body(null, 204);
  }
  await next();
};
