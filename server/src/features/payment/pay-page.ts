import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { renderPayPage } from './pay-page-html';
import { allowedReturnHosts } from './request-hosts';
import { safeReturnBase, shopReturnUrl } from './return-url';
import { isOutstanding } from './state-machine';
import { findOrderByToken } from './store';

/** The hosted page for one order, shared by the redirect (GET) and the auto-posted form (POST). */
export async function payPageHtml(c: Context<AppEnv>, token: string, returnUrl: string | undefined): Promise<string> {
  const { db, now } = c.get('deps');
  const shop = c.get('shop');
  const base = safeReturnBase(returnUrl, allowedReturnHosts(c));
  const order = await findOrderByToken(db, token, shop.id);
  const locale = c.get('locale');
  return renderPayPage({
    shopName: shop.name, orderToken: order.token, amountCents: order.total_price_cents, currency: shop.currency, locale,
    action: `/api/v4/payments/sandbox/${encodeURIComponent(order.token)}/decide?locale=${encodeURIComponent(locale)}`,
    fields: { attempt: randomBytes(12).toString('base64url'), ...(returnUrl ? { return_url: returnUrl } : {}) },
    payable: isOutstanding(order, now()),
    backUrl: shopReturnUrl(base, 'pending', order.token),
  });
}
