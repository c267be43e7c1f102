import type { z } from '@hono/zod-openapi';
import type { Db } from '../../db/connect';
import { ApiError, type FieldErrors } from '../../http/api-error';
import { urlSafeToken } from '../../shared/tokens';
import type { CustomerRow } from '../account/tokens.store';
import { deriveShipping } from '../cart/shipping';
import { bookRedemptions, loadRedeemableCodes, planValueRedemptions } from '../coupons/redeem-codes';
import { resolveBuyer } from './buyer';
import { planCouponProducts } from './coupon-part';
import { planDonations } from './donations';
import { planEvents } from './event-part';
import { planMerchandise } from './merchandise-part';
import type { OrderContext } from './order-parts';
import type { orderBody } from './order.schemas';
import { noteRefused, noteTaken, skipsOneStatement } from './full-counters';
import { parseItems, type ParsedItems } from './parse-items';
import { placeOrder } from './store';
import { placeTicketOrderAtOnce, type PlacedTicketOrder } from './ticket-order.store';
import { planTickets } from './ticket-part';
import { planTours } from './tour-part';

export type OrderInput = z.infer<typeof orderBody>;

/** Unpaid orders keep their places for 30 minutes (the payment window). */
const PAYMENT_WINDOW_MS = 30 * 60_000;
/** Above 10 000 € an order is refused; the engine shows checkout.failure.maximumValue for this exact text (requirements/checkout-and-orders.md §8.1). */
const MAX_TOTAL_CENTS = 1_000_000;
const MAX_TOTAL_MESSAGE = 'max total exceeded';

const fail = (message: string, errors: FieldErrors) => {
  if (Object.keys(errors).length) throw ApiError.invalid(message, errors);
};

/**
 * Checks, prices and books a whole order in one transaction, or nothing: every item type,
 * shipping, coupon codes and donations. The client's `total` must equal the server's.
 * A free order is valid and paid at once. @see requirements/api.md §8.5, requirements/checkout-and-orders.md §3.1, requirements/cart.md §9.1
 */
/**
 * `shopUrl`: the shop address the order is placed on (account/shop-origin.ts); the confirmation's links start with it.
 * `definitionCacheMs`: how long this process may reuse the ticket definitions an order names (AppDeps.shopCacheMs).
 */
export async function createOrder(
  db: Db, shop: { id: number }, locale: string, customer: CustomerRow | null, body: OrderInput, now: Date,
  options: { shopUrl?: string; definitionCacheMs?: number } = {},
): Promise<PlacedOrder> {
  const { shopUrl, definitionCacheMs = 0 } = options;
  const items = parseItems(body.items);
  const buyer = await resolveBuyer(db, shop.id, customer, body);
  fail('Validation failed', buyer.errors);
  const ctx: OrderContext = { shopId: shop.id, now, audienceId: buyer.audienceId, customerId: buyer.customerId, definitionCacheMs };
  const codes = await loadRedeemableCodes(db, shop.id, body.coupons ?? [], now);
  const shipping = await deriveShipping(db, shop.id, body.items);
  const parts = await Promise.all([
    planTickets(db, ctx, items.tickets, codes.vouchers), planEvents(db, ctx, items.events), planTours(db, ctx, items.tours),
    planMerchandise(db, ctx, items.merchandise, shipping.articles), planCouponProducts(db, ctx, items.coupons),
  ]);
  const donations = await planDonations(db, shop.id, body.donations ?? []);
  fail('Validation failed', Object.assign({}, shipping.errors, ...parts.map((part) => part.errors), donations.errors));
  fail('Invalid coupon', codes.errors);
  const subtotal = parts.reduce((sum, part) => sum + part.subtotalCents, 0);
  const redemptions = planValueRedemptions(codes.values, subtotal);
  const total = subtotal - redemptions.reduce((sum, row) => sum + row.amountCents, 0) + donations.totalCents;
  if (total > MAX_TOTAL_CENTS) throw ApiError.invalid(MAX_TOTAL_MESSAGE, { total: [`must not exceed ${MAX_TOTAL_CENTS}`] });
  if (total !== body.total) throw ApiError.invalid('Total does not match', { total: [`expected ${total}`] });
  const free = total === 0;
  const values = {
    shop_id: shop.id, token: urlSafeToken(), customer_id: buyer.customerId, payment_status: free ? 30 : 10, is_valid: free,
    total_price_cents: total, comment: body.comment ?? null, reference: body.reference ?? null, locale, source: 'shop',
    payment_mode_id: body.payment_mode_id ?? null, billing_address_id: body.billing_address_id ?? null,
    shipping_address_id: body.shipping_address_id ?? null, payment_deadline: free ? null : new Date(now.getTime() + PAYMENT_WINDOW_MS),
    data: JSON.stringify({ customer: body.customer ?? null, affiliate: body.affiliate ?? null, email: buyer.email, name: buyer.name, ...(shopUrl ? { shop_url: shopUrl } : {}) }),
  };
  // Issue 16: tickets alone go in one statement (parts[0] is the tickets part); null sends them to the transaction below.
  const atOnce = onlyTickets(items, body, shipping.articles.length) ? parts[0]?.atOnce : undefined;
  if (atOnce && !skipsOneStatement(db, atOnce.demands, Date.now())) {
    const placed = await placeTicketOrderAtOnce(db, values, atOnce.lines, atOnce.demands);
    if (placed) return { ...placed.order, answer: placed };
    noteRefused(db, atOnce.demands, Date.now());
  }
  const order = await placeOrder(db, values, async (trx, orderId) => {
    for (const part of parts) await part.book(trx, orderId);
    await bookRedemptions(trx, shop.id, orderId, redemptions.filter((row) => row.amountCents > 0), codes.vouchers, now);
    await donations.book(trx, orderId);
  });
  if (atOnce) noteTaken(db, atOnce.demands);
  return order;
}

/** Nothing but ticket lines: no other items, codes, donations or shipping articles to book beside them. */
function onlyTickets(items: ParsedItems, body: OrderInput, shippingArticles: number): boolean {
  const others = items.events.length + items.tours.length + items.merchandise.length + items.coupons.length;
  return others === 0 && shippingArticles === 0 && !body.coupons?.length && !body.donations?.length;
}

/** The placed order; `answer` when it was placed in one statement, which also gave the rows of its answer. */
export type PlacedOrder = Awaited<ReturnType<typeof placeOrder>> & { answer?: PlacedTicketOrder };
