import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json, errorSchema } from '../../http/openapi';
import { spendCodeBudget } from './code-budget';
import { couponSaleJson } from './coupon-sale-json';
import { loadCodeStatus } from './store';

const couponSale = z.object({
  code: z.string(), is_valid: z.boolean(),
  value_cents: z.number().int().openapi({ description: 'What is left on the code now (value − debit − amounts reserved by unpaid orders)' }),
  value: z.number().openapi({ description: 'Value coupons: value_cents / 100; ticket vouchers: 1 while unused, else 0' }),
  is_voucher_for: z.number().int().nullable(), value_action: z.null().openapi({ description: 'Percentage coupons are not offered' }),
  debit_cents: z.number().int(), valid_until: z.string().nullable(),
}).openapi('CouponSale');

const lookupRoute = createRoute({
  method: 'get', path: '/api/v4/coupon_sales/barcode/{code}', tags: ['coupons'],
  summary: 'Check a coupon code before redeeming it (requirements/cart.md §3.6, requirements/cart.md §5.1, requirements/cart.md §7.1)',
  description: 'Unknown code → 404. Expired, empty, used vouchers and codes whose order is not paid yet → is_valid false. Each look-up spends one try of the code budget of the client address (shared with the coupons of POST /orders and the VIP code: 10 a minute, 60 an hour), then 429 {error: "Too many requests"}.',
  request: { params: z.object({ code: z.string().min(1).max(100).openapi({ param: { name: 'code', in: 'path' }, example: 'GUTSCHEIN25' }) }) },
  responses: {
    200: json(z.object({ coupon_sale: couponSale }), 'The code'),
    404: errorResponses[404],
    429: { description: 'Too many look-ups', content: { 'application/json': { schema: errorSchema } } },
  },
});

export function registerCouponSaleRoutes(app: ApiApp): void {
  app.openapi(lookupRoute, async (c) => {
    const { db, now } = c.get('deps');
    // Codes are guessable only by trying: the shared code budget (requirements/cart.md §5.1: HTTP 429 → rateLimit).
    await spendCodeBudget(c, 1);
    const { code } = c.req.valid('param');
    const [status] = await loadCodeStatus(db, c.get('shop').id, [code], now());
    if (!status) throw ApiError.notFound('Coupon');
    return c.json({ coupon_sale: couponSaleJson(status) }, 200);
  });
}
