import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { dayOf } from '../../shared/berlin-time';

/** What every ticket handler reads from the request: db, clock, shop and locales. */
export function requestContext(c: Context<AppEnv>) {
  const { db, now } = c.get('deps');
  const shop = c.get('shop');
  const at = now();
  return { db, now: at, today: dayOf(at), shop, shopId: shop.id, locale: c.get('locale'), main: shop.locales[0] ?? 'de' };
}
