import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

const SESSION_COOKIE = 'operator_session';
export const SESSION_TTL_MS = 8 * 3600_000;

/**
 * Path=/api/admin keeps the cookie away from the visitor API and the shop pages;
 * SameSite=Strict plus JSON-only bodies stop cross-site requests. Secure only over
 * https, because the demo runs on http://localhost.
 */
function cookieOptions(c: Context) {
  const https = c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';
  return { path: '/api/admin', httpOnly: true, sameSite: 'Strict', secure: https } as const;
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}
