import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { currentCustomer, requireCustomer } from '../account/require-customer';
import { loadCodeStatus } from './code-status';
import { authErrors, authRequestHeaders, withAuth } from '../account/auth.schemas';
import { couponSaleJson } from './coupon-sales.routes';

const couponValuesRoute = createRoute({
  method: 'get', path: '/api/v4/customer/coupon_values', tags: ['customer'], middleware: [requireCustomer],
  summary: 'The coupon codes the signed-in customer bought, with what is left on each (spec §7.3); designed here',
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
    const rows = await db.selectFrom('coupon_sales as cs').innerJoin('order_items as oi', 'oi.id', 'cs.order_item_id')
      .innerJoin('orders as o', 'o.id', 'oi.order_id').select('cs.code')
      .where('o.customer_id', '=', customer.id).where('o.shop_id', '=', customer.shop_id).where('o.is_valid', '=', true).where('o.canceled', '=', false)
      .orderBy('cs.id', 'desc').limit(200).execute();
    const statuses = await loadCodeStatus(db, customer.shop_id, rows.map((row) => row.code), now());
    const byCode = new Map(statuses.map((status) => [status.code, status]));
    return c.json({ coupon_values: rows.flatMap((row) => (byCode.has(row.code) ? [couponSaleJson(byCode.get(row.code)!)] : [])) }, 200);
  });
}
