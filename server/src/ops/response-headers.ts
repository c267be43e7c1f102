import type { Context } from 'hono';

/** Sets a header on the finished response; a fetched or static Response has immutable headers, so it is copied then. */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
