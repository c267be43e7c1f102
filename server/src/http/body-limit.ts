import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest request body the API reads (issue 14, finding 2): a big order is a few kB of JSON. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Routes that set their own, larger limit: the holder photo upload (2 MB image in a multipart envelope). */
const OWN_LIMIT = [/^\/api\/v4\/annual\/personalizations\/[^/]+\/upload$/];

const tooLarge = (c: Context) => c.json({ error: 'Request body too large', errors: { body: ['must be at most 1 MB'] } }, 413);
const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Refuses a body over 1 MB with 413 before anything parses it: by its Content-Length at once, or, for a chunked
 * body, as soon as the bytes read pass the limit (hono buffers at most the limit). The Content-Length case is
 * answered here without hono's bodyLimit, which asks for the body stream first: on @hono/node-server that builds
 * a whole web Request (headers, abort signal, a stream over the socket) for every request, and the route then reads
 * its JSON through that stream instead of straight from the socket (issue 16: about a tenth of an order's CPU).
 */
export const requestBodyLimit: MiddlewareHandler = (c, next) => {
  // GET and HEAD carry no body that anything reads (hono's bodyLimit lets them pass as well).
  if (hasOwnBodyLimit(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limit(c, next);
  return Number.parseInt(length, 10) > MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next();
};

/** Such a route reads its body itself, from the raw stream, under its own limit: nothing may read it before. */
export const hasOwnBodyLimit = (path: string) => OWN_LIMIT.some((route) => route.test(path));
