import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { authErrors, authRequestHeaders, withAuth } from '../account/auth.schemas';
import { currentCustomer, requireCustomer } from '../account/require-customer';
import { couponSaleJson } from './coupon-sale-json';
import { codesBoughtBy, loadCodeStatus } from './store';

const couponValuesRoute = createRoute({
  method: 'get', path: '/api/v4/customer/coupon_values', tags: ['customer'], middleware: [requireCustomer],
  summary: 'The coupon codes the signed-in customer bought, with what is left on each (requirements/cart.md §7.1); designed here',
  description: 'Codes of the customer\'s valid, not canceled orders, newest first, in the GET /coupon_sales/barcode/:code shape.',
  request: { headers: authRequestHeaders },
  responses: {
    200: withAuth(z.object({ coupon_values: z.array(z.record(z.string(), z.unknown())) }), 'The codes'),
    ...authErrors,
  },
});

export function registerCouponValueRoutes(app: ApiApp): void {
  app.openapi(couponValuesRoute, async (c) => {
    const { db, now } = c.get('deps');
    const customer = currentCustomer(c);
    const codes = await codesBoughtBy(db, customer);
    const statuses = await loadCodeStatus(db, customer.shop_id, codes, now());
    const byCode = new Map(statuses.map((status) => [status.code, status]));
    return c.json({ coupon_values: codes.flatMap((code) => (byCode.has(code) ? [couponSaleJson(byCode.get(code)!)] : [])) }, 200);
  });
}
