import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The route pattern that answered (`/api/v4/orders/:orderId`), never the raw path, so
 * metric labels stay few. Middleware-only answers (404s, the static site) are named by
 * that middleware's pattern.
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  return routes[c.req.routeIndex]?.path ?? routes.at(-1)?.path ?? 'unmatched';
}
