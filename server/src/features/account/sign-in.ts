import type { Context } from 'hono';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { findRegisteredByEmail } from './customer.store';
import { normalizeEmail } from './field-rules';
import { MESSAGES } from './messages';
import { spendVerificationTime, verifyPassword } from './password';
import { assertWithinLimits, recordAttempt } from './rate-limit.store';
import { issueToken } from './tokens.store';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

/**
 * requirements/accounts.md §8.1: one message whether the e-mail is unknown or the password wrong, and the same
 * scrypt cost either way (no user enumeration). Failed attempts count per (shop, e-mail)
 * and per IP. Unconfirmed customers may sign in (see registration: confirmation is not a gate).
 */
export async function signIn(c: Context<AppEnv>, rawEmail: string, password: string) {
  const { db, now } = c.get('deps');
  const shop = c.get('shop');
  const email = normalizeEmail(rawEmail);
  const keys = [`sign_in:${shop.id}:${email}`, `sign_in_ip:${clientIp(c)}`];
  await assertWithinLimits(db, keys.map((key) => ({ key, max: MAX_FAILURES, windowMs: WINDOW_MS })), now());
  const customer = await findRegisteredByEmail(db, shop.id, email);
  const valid = customer?.password_hash ? await verifyPassword(password, customer.password_hash) : await spendVerificationTime(password);
  if (!customer || !valid) {
    await recordAttempt(db, keys, now());
    throw new ApiError(401, MESSAGES.loginFailed);
  }
  return { customer, credentials: await issueToken(db, customer, now()) };
}
