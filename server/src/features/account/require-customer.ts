import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { presentedCredentials, setAuthHeaders } from './auth-headers';
import { authenticate, type Credentials, type CustomerRow } from './tokens.store';

export interface CustomerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { customer: CustomerRow; credentials: Credentials };
}

const UNAUTHORIZED_MESSAGE = 'You need to sign in or sign up before continuing.';

/**
 * The account routes (requirements/accounts.md §2.2, requirements/accounts.md §6): the devise-token-auth headers must name a live token
 * of a customer of this shop; a token of another shop is unknown here. A renewed expiry or a
 * rotated token is sent back.
 */
export const requireCustomer: MiddlewareHandler<CustomerEnv> = async (c, next) => {
  const { db, now } = c.get('deps');
  const found = await authenticate(db, c.get('shop').id, presentedCredentials(c), now());
  if (!found) throw new ApiError(401, UNAUTHORIZED_MESSAGE);
  c.set('customer', found.customer);
  c.set('credentials', found.credentials);
  if (found.fresh) setAuthHeaders(c, found.credentials);
  await next();
};

/** The customer requireCustomer resolved; route handlers are typed with AppEnv, so this reads the variable for them. */
export function currentCustomer(c: Context): CustomerRow {
  const customer = (c as Context<CustomerEnv>).get('customer');
  if (!customer) throw new ApiError(401, UNAUTHORIZED_MESSAGE);
  return customer;
}

export function currentCredentials(c: Context): Credentials {
  return (c as Context<CustomerEnv>).get('credentials');
}
