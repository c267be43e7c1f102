import type { Context } from 'hono';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { findRegisteredByEmail } from './customer.store';
import { normalizeEmail } from './field-rules';
import { MESSAGES } from './messages';
import { spendVerificationTime, verifyPassword } from './password';
import { signInThrottle } from './sign-in-throttle';
import { issueToken } from './tokens.store';

/**
 * requirements/accounts.md §8.1: one message whether the e-mail is unknown or the password wrong, and the same
 * scrypt cost either way (no user enumeration). Failed attempts are throttled per (client, shop and e-mail) and
 * per client, never per account alone (sign-in-throttle.ts). Unconfirmed customers may sign in (see registration:
 * confirmation is not a gate).
 */
export async function signIn(c: Context<AppEnv>, rawEmail: string, password: string) {
  const { db, now } = c.get('deps');
  const shop = c.get('shop');
  const email = normalizeEmail(rawEmail);
  const throttle = signInThrottle(db, 'sign_in', `${shop.id}:${email}`, clientIp(c));
  await throttle.check(now());
  const customer = await findRegisteredByEmail(db, shop.id, email);
  const valid = customer?.password_hash ? await verifyPassword(password, customer.password_hash) : await spendVerificationTime(password);
  if (!customer || !valid) {
    await throttle.failed(now());
    throw new ApiError(401, MESSAGES.loginFailed);
  }
  await throttle.succeeded();
  return { customer, credentials: await issueToken(db, customer, now()) };
}
