import { ApiError } from '../../http/api-error';
import type { AppDeps, Shop } from '../../http/app-env';
import { normalizeEmail } from '../account/field-rules';
import { spendVerificationTime, verifyPassword } from '../account/password';
import { assertWithinLimits, recordAttempt } from '../account/rate-limit.store';
import { createSession, findOperator, findShopBySlugOrHost } from './session.store';

const SIGN_IN_FAILED = 'Unknown e-mail, shop or password.';
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

/** A shop by slug, host or URL (the preview's sign-in form accepts any of them). */
function findShop(db: AppDeps['db'], name: string): Promise<Shop | undefined> {
  const host = name.trim().toLowerCase().replace(/^https?:\/\//, '').split('/')[0]!.split(':')[0]!;
  return findShopBySlugOrHost(db, host);
}

/**
 * One message and the same scrypt cost for an unknown shop, e-mail or wrong password (no
 * enumeration). Failures count per e-mail and IP, so a guesser is stopped at 10 per 15 min.
 */
export async function signInOperator({ db, now }: AppDeps, ip: string, input: { shop: string; email: string; password: string }) {
  const email = normalizeEmail(input.email);
  const key = `operator_sign_in:${email}:${ip}`;
  await assertWithinLimits(db, [{ key, max: MAX_FAILURES, windowMs: WINDOW_MS }], now());
  const shop = await findShop(db, input.shop);
  const operator = shop && await findOperator(db, shop.id, email);
  const valid = operator ? await verifyPassword(input.password, operator.password_hash) : await spendVerificationTime(input.password);
  if (!shop || !operator || !valid) {
    await recordAttempt(db, [key], now());
    throw new ApiError(401, SIGN_IN_FAILED);
  }
  const token = await createSession(db, operator.id, now());
  return { token, operator: { id: operator.id, email: operator.email, name: operator.name, shop_id: shop.id }, shop };
}
