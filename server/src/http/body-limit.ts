import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest request body the API reads (issue 14, finding 2): a big order is a few kB of JSON. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Routes that set their own, larger limit: the holder photo upload (2 MB image in a multipart envelope). */
const OWN_LIMIT = [/^\/api\/v4\/annual\/personalizations\/[^/]+\/upload$/];

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: 'Request body too large', errors: { body: ['must be at most 1 MB'] } }, 413),
});

/**
 * Refuses a body over 1 MB with 413 before anything parses it: by its Content-Length at once, or, for a chunked
 * body, as soon as the bytes read pass the limit (hono buffers at most the limit).
 */
export const requestBodyLimit: MiddlewareHandler = (c, next) => (hasOwnBodyLimit(c.req.path) ? next() : limit(c, next));

/** Such a route reads its body itself, from the raw stream, under its own limit: nothing may read it before. */
export const hasOwnBodyLimit = (path: string) => OWN_LIMIT.some((route) => route.test(path));
