import type { Db } from '../../db/connect';
import { hasAnnualSales } from '../annual/store';
import { applyRedemptions } from '../coupons/store';
import { orderAttachments } from '../documents/order-attachments';
import { mailerFromEnv, type Mailer } from '../mail/mailer';
import { confirmationItems } from '../mail/confirmation-items';
import { sendOrderConfirmation } from '../mail/order-confirmation';
import { confirmationWallet } from '../wallet/wallet-mail-links';
import { loadOrderJson } from './order-view';
import { applyStock } from './stock.store';
import { claimConfirmation, findMailingShop, releaseConfirmation } from './store';

export interface OrderValidDeps {
  now: () => Date;
  /** Folder of the file transport when no SMTP_URL is set. */
  outboxDir: string;
  mailer?: Mailer;
}

/** A callback for code that makes orders valid (payments) without knowing about mail. */
export type OrderValidHook = (orderId: number) => Promise<void>;

export function orderValidHook(db: Db, deps: OrderValidDeps): OrderValidHook {
  return async (orderId) => {
    try {
      await onOrderValid(db, orderId, deps);
    } catch (error) {
      // The payment is recorded either way; a failed mail must not turn it into an error for the provider.
      console.error(`order ${orderId}: confirmation failed`, error);
    }
  };
}

/**
 * Everything that happens once when an order becomes valid (paid, collective invoice, free):
 * redeemed coupon amounts and sold pieces are debited, and the confirmation with the order's PDFs goes to
 * the buyer in the order's locale. Idempotent: `data.confirmation_sent_at` is claimed in one
 * UPDATE, so a repeated notification or a race sends nothing twice. @see requirements/checkout-and-orders.md §4.5, requirements/checkout-and-orders.md §4.4
 */
async function onOrderValid(db: Db, orderId: number, deps: OrderValidDeps): Promise<boolean> {
  const now = deps.now();
  await applyRedemptions(db, orderId, now);
  await applyStock(db, orderId, now);
  const claimed = await claimConfirmation(db, orderId, now);
  if (!claimed) return false;
  const shop = await findMailingShop(db, claimed.shop_id);
  const email = typeof claimed.data.email === 'string' ? claimed.data.email : null;
  if (!email) return false;
  try {
    const main = shop.locales[0] ?? 'de';
    const order = (await loadOrderJson(db, claimed.shop_id, String(claimed.id), claimed.locale, main))!;
    const host = shop.hosts[0] ?? 'localhost';
    // Issue 20: one public shop URL for every link — the address the order was placed on (account/shop-origin.ts, as the
    // account e-mails use it), port included; orders placed before it was kept fall back to the shop's first host.
    const origin = typeof claimed.data.shop_url === 'string' ? claimed.data.shop_url : `https://${host}`;
    await sendOrderConfirmation(deps.mailer ?? mailerFromEnv(deps.outboxDir), {
      shopName: shop.name, shopSlug: shop.slug, from: `"${shop.name.replace(/"/g, '')}" <noreply@${host}>`, to: email,
      customerName: typeof claimed.data.name === 'string' ? claimed.data.name : null, locale: claimed.locale, currency: shop.currency,
      orderId: claimed.id, totalCents: claimed.total_price_cents,
      items: confirmationItems(order.items, { locale: claimed.locale, currency: shop.currency }),
      downloadUrl: `${origin}/#/checkout/success?orderId=${encodeURIComponent(claimed.token)}`,
      personalisationUrl: await hasAnnualSales(db, claimed.id) ? `${origin}/#/annual/personalisation/${encodeURIComponent(claimed.token)}` : null,
      wallet: await confirmationWallet(db, { shopId: claimed.shop_id, orderId: claimed.id, token: claimed.token, locale: claimed.locale, apiOrigin: origin }),
    }, await orderAttachments(db, claimed, claimed.locale));
    return true;
  } catch (error) {
    await releaseConfirmation(db, orderId);
    throw error;
  }
}
