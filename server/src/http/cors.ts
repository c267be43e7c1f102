import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Browsers read response headers cross-origin only when the actual response exposes them (not the preflight). */
const EXPOSED = 'access-token, client, uid, expiry, token-type';

/**
 * requirements/settings.md §7: the shop sends credentials and X-Shop-Url from another origin. Only the shop API
 * answers cross-origin; the operator admin routes stay same-origin.
 */
export const shopApiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (origin) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
    c.header('Vary', 'Origin');
    c.header('Access-Control-Expose-Headers', EXPOSED);
  }
  if (c.req.method === 'OPTIONS') {
    c.header('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    c.header('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? '*');
    c.header('Access-Control-Expose-Headers', EXPOSED);
    return c.body(null, 204);
  }
  await next();
};
