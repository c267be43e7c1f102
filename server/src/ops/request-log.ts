import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { setResponseHeader } from './response-headers';
import { routeLabel } from './route-label';

/** A proxy's id is kept when it looks like one; anything else could inject into log lines. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The request id of a request: the caller's X-Request-Id when well-formed, else a new UUID. */
function requestIdOf(header: string | undefined): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * One JSON line per request (pino) with its request id, which is also sent back as
 * X-Request-Id so a buyer's support mail can be matched to the log. Server errors log at error.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const reqId = requestIdOf(c.req.header('x-request-id'));
    const started = performance.now();
    await next();
    setResponseHeader(c, 'X-Request-Id', reqId);
    const status = c.res.status;
    const line = {
      reqId, method: c.req.method, path: c.req.path, route: routeLabel(c), status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
