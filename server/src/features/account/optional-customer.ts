import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { presentedCredentials, setAuthHeaders } from './auth-headers';
import type { CustomerEnv } from './require-customer';
import { authenticate, type CustomerRow } from './tokens.store';

/**
 * For routes open to everyone that act on behalf of a signed-in customer when the
 * devise-token-auth headers name a live token (orders: customer_id, own addresses, special
 * prices). Missing or stale credentials simply mean "anonymous", never 401.
 */
export const optionalCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('access-token') && c.req.header('uid')) {
    const { db, now } = c.get('deps');
    const found = await authenticate(db, c.get('shop').id, presentedCredentials(c), now());
    if (found) {
      (c as unknown as Context<CustomerEnv>).set('customer', found.customer);
      (c as unknown as Context<CustomerEnv>).set('credentials', found.credentials);
      if (found.fresh) setAuthHeaders(c, found.credentials);
    }
  }
  await next();
};

/** The customer optionalCustomer found, or null. */
export function maybeCustomer(c: Context): CustomerRow | null {
  return (c as Context<CustomerEnv>).get('customer') ?? null;
}
