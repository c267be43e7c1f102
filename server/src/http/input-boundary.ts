import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { ApiError, type FieldErrors } from './api-error';
import { hasOwnBodyLimit } from './body-limit';
import { collectUnstorable, isStorableText, UNSTORABLE_MESSAGE } from './storable-text';

const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;|$)/i;
// Multipart bodies are left to their route: the only one is the photo upload, a binary file read under its own
// size limit, which must see the body unread.
const FORM_TYPE = /^application\/x-www-form-urlencoded(;|$)/i;

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes are the router's business; they never reach a query as NUL
  }
};

/** Route parameter names by segment position, from the most specific route the request matched. */
function paramNames(c: Context): Map<number, string> {
  const names = new Map<number, string>();
  const routes = matchedRoutes(c).filter((route) => route.path.includes(':'));
  const route = routes.at(-1);
  if (!route) return names;
  route.path.split('/').forEach((part, index) => {
    const name = /^:([\w-]+)/.exec(part)?.[1];
    if (name) names.set(index, name);
  });
  return names;
}

function checkPath(c: Context, errors: FieldErrors): void {
  const segments = new URL(c.req.url).pathname.split('/');
  if (segments.every((segment) => isStorableText(decode(segment)))) return;
  const names = paramNames(c);
  segments.forEach((segment, index) => {
    if (!isStorableText(decode(segment))) (errors[names.get(index) ?? 'path'] ??= []).push(UNSTORABLE_MESSAGE);
  });
}

function checkQuery(c: Context, errors: FieldErrors): void {
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (!isStorableText(key)) (errors[key] ??= []).push(UNSTORABLE_MESSAGE);
    values.forEach((value) => collectUnstorable(value, key, errors));
  }
}

async function checkBody(c: Context, errors: FieldErrors): Promise<void> {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) {
    // Read as text first: the cached text stays byte-exact for routes that verify a signature over it.
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return; // the route's own parser answers malformed JSON
    }
    collectUnstorable(body, '', errors);
  } else if (FORM_TYPE.test(type)) {
    const form = await c.req.parseBody({ all: true }).catch(() => ({}));
    for (const [key, value] of Object.entries(form)) {
      if (!isStorableText(key)) (errors[key] ??= []).push(UNSTORABLE_MESSAGE);
      const values = Array.isArray(value) ? value : [value];
      values.forEach((item) => { if (typeof item === 'string') collectUnstorable(item, key, errors); });
    }
  }
}

/**
 * The input boundary (issue 14): every string a request carries — path segments, query values, JSON and form
 * fields (multipart excepted, see FORM_TYPE) — must be text PostgreSQL can store. One that is not is answered 422 naming the field, before any handler
 * (and so before any query) runs; otherwise it would reach the database as error 22021 and a 500.
 */
export const inputBoundary: MiddlewareHandler = async (c, next) => {
  const errors: FieldErrors = {};
  checkPath(c, errors);
  checkQuery(c, errors);
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !hasOwnBodyLimit(c.req.path)) await checkBody(c, errors);
  if (Object.keys(errors).length > 0) throw ApiError.invalid('Validation failed', errors);
  await next();
};
