import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Coupon } from '../../../engine/features/coupons/api/coupons.api';
import { page } from '../fixtures/catalogue';
import { defaultCoupons } from '../fixtures/coupons';
import { api } from '../api-url';

const perPageOf = (request: Request) => Number(new URL(request.url).searchParams.get('per_page') ?? 25);

const scenario = (coupons: Coupon[] = defaultCoupons()): RequestHandler[] => [
  http.get(api('/coupons'), ({ request }) => HttpResponse.json(page('coupons', coupons, { perPage: perPageOf(request) }))),
];

/** Default plus named scenarios (house-style.md §14); each returns the whole handler list. */
export const couponsHandlers = {
  default: scenario,
  empty: () => scenario([]),
  /** The list stays pending, for loading states. */
  loading: () => [http.get(api('/coupons'), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  })],
  /** The server fails the read (500). */
  error: () => [http.get(api('/coupons'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 }))],
  /** Every coupon booked out. */
  soldOut: () => scenario(defaultCoupons().map((coupon) => ({ ...coupon, available: 0, booked_out: true }))),
  /** 3 left of every coupon: the warning style of requirements/products-and-merchandise.md §9. */
  fewLeft: () => scenario(defaultCoupons().map((coupon) => ({ ...coupon, available: 3 }))),
};
