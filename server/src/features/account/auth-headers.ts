import type { Context } from 'hono';
import type { Credentials, Presented } from './tokens.store';

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
