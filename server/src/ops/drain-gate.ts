import type { MiddlewareHandler } from 'hono';
import type { Lifecycle } from './lifecycle';
import { setResponseHeader } from './response-headers';

/**
 * Counts requests in flight so the drain knows when the last one finished, and refuses
 * requests that arrive (on a kept-alive connection) after the drain began: 503 before any
 * handler ran, so such an order is never begun. Every response during the drain closes its
 * connection, so clients reconnect to another process.
 */
export function drainGate(lifecycle: Lifecycle): MiddlewareHandler {
  return async (c, next) => {
    if (lifecycle.draining && c.req.path !== '/healthz') {
      c.header('Connection', 'close');
      c.header('Retry-After', '1');
      return c.json({ error: 'Server is shutting down', errors: {} }, 503);
    }
    lifecycle.inFlight += 1;
    try {
      await next();
    } finally {
      lifecycle.inFlight -= 1;
      if (lifecycle.draining) setResponseHeader(c, 'Connection', 'close');
    }
  };
}
