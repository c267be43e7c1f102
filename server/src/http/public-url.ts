import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Where this server is reached from outside: the `PUBLIC_URL` setting when the operator gives one
 * (behind a proxy or CDN the request's own URL may be an internal one), else the origin the
 * request came to. Absolute links the API hands out (media, payment pages) start with it.
 */
export function publicBaseUrl(c: Context): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(c.req.url).origin;
}

const current = new AsyncLocalStorage<string>();

/**
 * Keeps the request's public base URL for the JSON builders, which make media URLs absolute deep
 * inside plain functions that never see the request (issue 13: another origin cannot load `/media/…`).
 */
export const publicUrlScope: MiddlewareHandler = (c, next) => current.run(publicBaseUrl(c), next);

/** A root-relative URL made absolute with the current request's base (or PUBLIC_URL); anything else unchanged. */
export function absoluteUrl(url: string): string;
export function absoluteUrl(url: string | null | undefined): string | null;
export function absoluteUrl(url: string | null | undefined): string | null {
  if (!url) return url ?? null;
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const base = current.getStore() ?? process.env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  return base ? `${base}${url}` : url;
}
