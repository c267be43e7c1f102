import type { Context } from 'hono';
import type { Credentials, Presented } from './tokens.store';

/** devise-token-auth's header names; the engine stores them and sends them back. */
export const AUTH_HEADER_NAMES = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

export function presentedCredentials(c: Context): Presented {
  return { accessToken: c.req.header('access-token'), client: c.req.header('client'), uid: c.req.header('uid') };
}

export function setAuthHeaders(c: Context, credentials: Credentials): void {
  c.header('access-token', credentials.accessToken);
  c.header('client', credentials.client);
  c.header('uid', credentials.uid);
  c.header('expiry', String(Math.floor(credentials.expiry.getTime() / 1000)));
  c.header('token-type', 'Bearer');
  // Responses carrying credentials must not be stored by shared caches.
  c.header('Cache-Control', 'no-store');
}
