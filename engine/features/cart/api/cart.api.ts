import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { ShippingItem } from '../lib/cart-model.ts';
import type { CartReservation, CartVat } from '../../../shared/cart-line/cart-line.ts';
import type { CouponSale } from '../lib/coupon-redeem.ts';

/** POST /cart answer (requirements/cart.md §7.2): its items are the shipping rows. */
export interface CartQuote {
  items: ShippingItem[];
  total_price_cents?: number;
  vats?: CartVat[];
}

/** requirements/cart.md §7.2: POST /cart takes the order payload and answers the shipping rows. */
export async function postCart(api: ApiConfig, locale: string, body: unknown, signal?: AbortSignal): Promise<CartQuote> {
  const quote = await apiRequest<CartQuote>(api, '/cart', { locale, method: 'POST', body, signal });
  // The API writes vat_pct as a decimal string ('7.0'); VAT lines group by the number.
  return { ...quote, items: quote.items.map((item) => ({ ...item, vat_pct: Number(item.vat_pct ?? 0) })) };
}

/** requirements/cart.md §7.1: GET /coupon_sales/barcode/{code}; 404 unknown, 429 rate limit. */
export async function getCouponSale(api: ApiConfig, locale: string, code: string): Promise<CouponSale> {
  const body = await apiRequest<{ coupon_sale: CouponSale }>(api, `/coupon_sales/barcode/${encodeURIComponent(code)}`, { locale });
  return body.coupon_sale;
}

/** PUT /tickets/reservations/{token}: changes the quantity and renews valid_until (requirements/api.md §5.2). */
export async function updateReservation(api: ApiConfig, locale: string, token: string, quantity: number): Promise<CartReservation> {
  const body = await apiRequest<{ reservation: CartReservation }>(api, `/tickets/reservations/${encodeURIComponent(token)}`, {
    locale, method: 'PUT', body: { reservation: { quantity } },
  });
  return { token: body.reservation.token, valid_until: body.reservation.valid_until };
}

/** DELETE /tickets/reservations/{token} (requirements/api.md §5.3). */
export async function releaseReservation(api: ApiConfig, locale: string, token: string): Promise<void> {
  await apiRequest<null>(api, `/tickets/reservations/${encodeURIComponent(token)}`, { locale, method: 'DELETE' });
}
