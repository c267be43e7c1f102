import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { meta, metaSchema } from '../../http/pagination';
import { loadOrderJson } from '../orders/order-view';
import { orderSchema } from '../orders/order.schemas';
import { pageOfCustomerOrderIds } from '../orders/store';
import { authErrors, authRequestHeaders, withAuth } from './auth.schemas';
import { currentCustomer, requireCustomer } from './require-customer';

/** requirements/accounts.md §9.1 Accounts: 5 orders per page, newest (highest id) first. */
const ordersRoute = createRoute({
  method: 'get', path: '/api/v4/customer/orders', tags: ['customer'], middleware: [requireCustomer],
  summary: "The signed-in customer's orders, id descending, in the GET /orders/:id shape",
  request: {
    headers: authRequestHeaders,
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      per_page: z.coerce.number().int().min(1).max(100).default(5),
    }),
  },
  responses: { 200: withAuth(z.object({ orders: z.array(orderSchema), meta: metaSchema }), 'A page of orders'), ...authErrors },
});

export function registerCustomerOrderRoutes(app: ApiApp): void {
  app.openapi(ordersRoute, async (c) => {
    const { db } = c.get('deps');
    const customer = currentCustomer(c);
    const page = c.req.valid('query');
    const { total, ids } = await pageOfCustomerOrderIds(db, customer, page);
    const { locale, main } = langOf(c);
    const orders = await Promise.all(ids.map((id) => loadOrderJson(db, customer.shop_id, String(id), locale, main)));
    return c.json({ orders: orders.filter((order) => order !== null), meta: meta(total, page) }, 200);
  });
}
