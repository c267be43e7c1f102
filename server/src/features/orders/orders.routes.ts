import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json, tooManyTries } from '../../http/openapi';
import { authRequestHeaders } from '../account/auth.schemas';
import { distinctCodes, spendCodeBudget } from '../coupons/code-budget';
import { maybeCustomer, optionalCustomer } from '../account/optional-customer';
import { requestOrigin } from '../payment/request-hosts';
import { startPayment, type PaymentMeta } from '../payment/start-payment';
import { placesChanged } from '../capacity/display-cache';
import { createOrder } from './create-order';
import { shopOrigin } from '../account/shop-origin';
import { orderValidHook } from './on-order-valid';
import { loadOrderJson, placedOrderJson } from './order-view';
import { orderBody, orderSchema, paymentMetaSchema } from './order.schemas';
import { findOwnOrderId } from './store';

const createDef = createRoute({
  method: 'post', path: '/api/v4/orders', tags: ['orders'], middleware: [optionalCustomer] as const,
  summary: 'Place an order of tickets, events, tours, merchandise and coupons, all or nothing (requirements/api.md §8.5, requirements/checkout-and-orders.md §3.1, requirements/checkout-and-orders.md §3.2)',
  description: 'The server re-checks times, seats, participants, stock and every quota, recomputes every price (shipping articles of items sent by post, coupon codes, donations) and rejects a different `total` (422 "Total does not match"); above 10 000 € the error is "max total exceeded". '
    + 'Optional customer auth headers: the order belongs to that customer; addresses must be their own, a billing address with a price target audience unlocks special prices, and collective invoice (payment mode 6) needs an address that allows it. Guests send `customer.email`. '
    + 'With `payment_mode_id` the sandbox payment starts and `meta` says how the shop continues (payment_url, shop_behavior, payment_data); without one the order waits unpaid (payment_url null). Unpaid orders keep their places for 30 minutes. A total of 0 is valid at once (status "success"). '
    + 'Coupon codes reserve their amount while the order is unpaid and are debited when it becomes valid; a failed or expired order gives them back.',
  request: { headers: authRequestHeaders.partial(), body: { content: { 'application/json': { schema: orderBody } }, required: true } },
  responses: {
    201: json(z.object({ order: orderSchema, meta: paymentMetaSchema }), 'The order'),
    422: errorResponses[422],
    429: tooManyTries,
  },
});

const readDef = createRoute({
  method: 'get', path: '/api/v4/orders/{id}', tags: ['orders'], middleware: [optionalCustomer] as const,
  summary: 'One order by token, or by numeric id for the signed-in customer who owns it (requirements/api.md §8.2)',
  description: 'The token is the secret of the order: whoever holds it may read the order (pending and success pages). A numeric id is answered only with the auth headers of the customer who placed the order; otherwise 404, so ids cannot be enumerated.',
  request: {
    headers: authRequestHeaders.partial(),
    params: z.object({ id: z.string().min(1).max(100).openapi({ param: { name: 'id', in: 'path' } }) }),
  },
  responses: { 200: json(z.object({ order: orderSchema }), 'The order'), 404: errorResponses[404] },
});

const NUMERIC_ID = /^\d{1,9}$/;

export function registerOrderPlacementRoutes(app: ApiApp): void {
  app.openapi(createDef, async (c) => {
    const deps = c.get('deps');
    const shop = c.get('shop');
    const locale = c.get('locale');
    const body = c.req.valid('json');
    await spendCodeBudget(c, distinctCodes(body.coupons ?? []).length);
    const row = await createOrder(deps.db, shop, locale, maybeCustomer(c), body, deps.now(), {
      shopUrl: shopOrigin(c, shop), definitionCacheMs: deps.shopCacheMs ?? 0,
    });
    placesChanged(deps.db);
    let meta: Omit<PaymentMeta, 'payment_url'> & { payment_url?: string | null } = row.is_valid ? { status: 'success' } : { status: 'pending', payment_url: null };
    if (!row.is_valid && body.payment_mode_id) {
      meta = await startPayment(deps.db, row, body.payment_mode_id, {
        baseUrl: requestOrigin(c), locale, now: deps.now(), ...(body.return_url ? { returnUrl: body.return_url } : {}),
      });
    }
    // Free orders and collective invoices are valid now; paid ones become valid in the payment notification.
    if (meta.status === 'success') await orderValidHook(deps.db, deps)(row.id);
    // A pending order placed in one statement is as that statement returned it (starting a payment changes nothing the
    // answer shows); anything else is read back.
    const order = row.answer && meta.status === 'pending'
      ? await placedOrderJson(deps.db, row.answer, locale, shop.locales[0] ?? 'de')
      : (await loadOrderJson(deps.db, shop.id, String(row.id), locale, shop.locales[0] ?? 'de'))!;
    return c.json({ order, meta }, 201);
  });
  app.openapi(readDef, async (c) => {
    const shop = c.get('shop');
    const { id } = c.req.valid('param');
    const customer = maybeCustomer(c);
    if (NUMERIC_ID.test(id)) {
      const mine = customer && await findOwnOrderId(c.get('deps').db, shop.id, Number(id), customer.id);
      if (!mine) throw ApiError.notFound('Order');
    }
    const order = await loadOrderJson(c.get('deps').db, shop.id, id, c.get('locale'), shop.locales[0] ?? 'de');
    if (!order) throw ApiError.notFound('Order');
    return c.json({ order }, 200);
  });
}
