import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from '../api-url';

/** What the cart scenarios vary; the rest answers like the seeded server. */
export interface CartScenario {
  /** Shipping rows POST /cart answers (requirements/cart.md §3.4), e.g. a postage line for merchandise. */
  shippingItems?: { title: string; description?: string; price_cents: number; vat_pct: string }[];
}

const fail = (status: number, error: string) => HttpResponse.json({ error, errors: {} }, { status });
const sale = (code: string, extra: Record<string, unknown>) =>
  HttpResponse.json({ coupon_sale: { code, is_valid: true, value_cents: 2500, value: 2500, is_voucher_for: null, value_action: null, ...extra } });

function scenario({ shippingItems = [] }: CartScenario = {}): RequestHandler[] {
  return [
    http.post(api('/cart'), () => HttpResponse.json({ items: shippingItems })),
    // The hold answer renews valid_until by five minutes, as requirements/api.md §5.2 does.
    http.put(api('/tickets/reservations/:token'), async ({ params, request }) => {
      const { reservation } = (await request.json()) as { reservation: { quantity: number } };
      return HttpResponse.json({ reservation: { token: params.token, quantity: reservation.quantity, valid_until: new Date(Date.now() + 5 * 60_000).toISOString() } });
    }),
    http.delete(api('/tickets/reservations/:token'), () => new HttpResponse(null, { status: 204 })),
    // Seed codes (server/src/db/seed/coupons.ts): value coupons, an empty one, a voucher for ticket 4, an expired one.
    http.get(api('/coupon_sales/barcode/:code'), ({ params }) => {
      const code = String(params.code);
      if (code === 'GUTSCHEIN25') return sale(code, {});
      if (code === 'LEER0000') return sale(code, { value_cents: 0, value: 0 });
      // A voucher's value is 1 while unused (server/src/features/coupons/coupon-sale-json.ts).
      if (code === 'FREIKARTE1') return sale(code, { value_cents: 0, value: 1, is_voucher_for: 4 });
      if (code === 'ABGELAUFEN') return sale(code, { is_valid: false });
      return fail(404, 'Coupon not found');
    }),
  ];
}

export const cartHandlers = {
  default: () => scenario(),
  /** POST /cart adds a postage row at 19 % (merchandise shipped by post). */
  withShipping: () => scenario({ shippingItems: [{ title: 'Versandkosten', description: 'Deutsche Post', price_cents: 450, vat_pct: '19.0' }] }),
  /** The seed shop's postage row: its description is operator HTML (requirements/cart.md §3.4). */
  withHtmlShipping: () => scenario({ shippingItems: [{ title: 'Versand per Post', description: '<p>Wir senden Ihre Bestellung mit der <strong>Deutschen Post</strong>.</p>', price_cents: 490, vat_pct: '19.0' }] }),
  couponRateLimited: () => [http.get(api('/coupon_sales/barcode/:code'), () => fail(429, 'Too many requests'))],
  couponError: () => [http.get(api('/coupon_sales/barcode/:code'), () => fail(500, 'Internal server error'))],
  /** Renewing a hold fails (places gone): the cart drops the hold. */
  reservationGone: () => [http.put(api('/tickets/reservations/:token'), () => fail(404, 'Reservation not found'))],
};
