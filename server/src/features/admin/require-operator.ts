import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../http/api-error';
import type { AdminEnv } from './admin-env';
import { sessionToken } from './session-cookie';
import { findSession } from './session.store';

const SIGN_IN_REQUIRED = 'Please sign in as an operator of this shop.';

/**
 * Only the operator_session cookie authenticates here: a visitor's devise-token-auth
 * headers are ignored, so a customer token can never reach an admin route. The shop is
 * taken from the session, so no request can name another shop.
 */
export const requireOperator: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const token = sessionToken(c);
  const { db, now } = c.get('deps');
  const found = token ? await findSession(db, token, now()) : undefined;
  if (!found) throw new ApiError(401, SIGN_IN_REQUIRED);
  c.set('operator', found.operator);
  c.set('shop', found.shop);
  c.header('Cache-Control', 'no-store');
  await next();
};
