import type { Context } from 'hono';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export const TOO_MANY_MESSAGE = 'Too many attempts. Please try again later.';

/**
 * The caller's address: the first X-Forwarded-For entry (the server runs behind a proxy
 * that sets it), else the socket address, else 'unknown'.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
