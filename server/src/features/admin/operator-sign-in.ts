import { ApiError } from '../../http/api-error';
import type { AppDeps, Shop } from '../../http/app-env';
import { normalizeEmail } from '../account/field-rules';
import { spendVerificationTime, verifyPassword } from '../account/password';
import { signInThrottle } from '../account/sign-in-throttle';
import { createSession, findOperator, findShopBySlugOrHost } from './session.store';

const SIGN_IN_FAILED = 'Unknown e-mail, shop or password.';

/** A shop by slug, host or URL (the preview's sign-in form accepts any of them). */
function findShop(db: AppDeps['db'], name: string): Promise<Shop | undefined> {
  const host = name.trim().toLowerCase().replace(/^https?:\/\//, '').split('/')[0]!.split(':')[0]!;
  return findShopBySlugOrHost(db, host);
}

/**
 * One message and the same scrypt cost for an unknown shop, e-mail or wrong password (no
 * enumeration). Failures are throttled per (client, e-mail) and per client, as customers' are, so a guesser is
 * slowed down and an operator is never locked out from another address.
 */
export async function signInOperator({ db, now }: AppDeps, ip: string, input: { shop: string; email: string; password: string }) {
  const email = normalizeEmail(input.email);
  const throttle = signInThrottle(db, 'operator_sign_in', email, ip);
  await throttle.check(now());
  const shop = await findShop(db, input.shop);
  const operator = shop && await findOperator(db, shop.id, email);
  const valid = operator ? await verifyPassword(input.password, operator.password_hash) : await spendVerificationTime(input.password);
  if (!shop || !operator || !valid) {
    await throttle.failed(now());
    throw new ApiError(401, SIGN_IN_FAILED);
  }
  await throttle.succeeded();
  const token = await createSession(db, operator.id, now());
  return { token, operator: { id: operator.id, email: operator.email, name: operator.name, shop_id: shop.id }, shop };
}
