import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../app';
import { ApiError } from '../http/api-error';
import { createTicketOrder } from './orders-create';
import { loadOrderJson } from './orders-json';
import { orderBody, orderSchema } from './orders-schemas';
import { errorResponses, json } from './tickets/shared-schemas';

const createDef = createRoute({
  method: 'post', path: '/api/v4/orders', tags: ['orders'],
  summary: 'Buy ticket items, all or nothing (ENDPOINTS.md §8.5)',
  description: 'Only Ticket items are sold so far. The server re-checks times, persons, attendees and every quota, recomputes prices and rejects a different `total`. Unpaid orders keep their places for 30 minutes; payment comes in a later issue, so meta.payment_url is null and meta.status is "pending" (or "success" for a free order, which is valid at once).',
  request: { body: { content: { 'application/json': { schema: orderBody } }, required: true } },
  responses: {
    201: json(z.object({ order: orderSchema, meta: z.object({ status: z.enum(['success', 'pending']), payment_url: z.string().nullable() }) }), 'The order'),
    422: errorResponses[422],
  },
});

const readDef = createRoute({
  method: 'get', path: '/api/v4/orders/{id}', tags: ['orders'],
  summary: 'One order by numeric id or token (ENDPOINTS.md §8.2)',
  request: { params: z.object({ id: z.string().min(1).max(100).openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: { 200: json(z.object({ order: orderSchema }), 'The order'), 404: errorResponses[404] },
});

export function registerOrderRoutes(app: ApiApp): void {
  app.openapi(createDef, async (c) => {
    const { db, now } = c.get('deps');
    const shop = c.get('shop');
    const main = shop.locales[0] ?? 'de';
    const id = await createTicketOrder(db, shop, c.get('locale'), c.req.valid('json'), now());
    const order = (await loadOrderJson(db, shop.id, String(id), c.get('locale'), main))!;
    return c.json({ order, meta: { status: order.is_valid ? 'success' as const : 'pending' as const, payment_url: null } }, 201);
  });
  app.openapi(readDef, async (c) => {
    const shop = c.get('shop');
    const order = await loadOrderJson(c.get('deps').db, shop.id, c.req.valid('param').id, c.get('locale'), shop.locales[0] ?? 'de');
    if (!order) throw ApiError.notFound('Order');
    return c.json({ order }, 200);
  });
}
