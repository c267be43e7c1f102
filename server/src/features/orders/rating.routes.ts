import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json } from '../../http/openapi';
import { authRequestHeaders } from '../account/auth.schemas';
import { maybeCustomer, optionalCustomer } from '../account/optional-customer';
import { findOrderIdByToken, findOwnOrderId, rateOrder } from './store';

const NUMERIC_ID = /^\d{1,9}$/;

const ratingBody = z.object({
  rating: z.number({ message: 'must be a whole number from 1 to 5' }).int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5').max(5, 'must be a whole number from 1 to 5'),
  comment: z.string({ message: 'must be text' }).max(1000, 'is too long (at most 1000 characters)').nullable().optional(),
});

const ratingSchema = z.object({
  order_id: z.number().int(), rating: z.number().int(), comment: z.string().nullable(), rated_at: z.string(),
}).openapi('OrderRating');

/**
 * requirements/checkout-and-orders.md §7.1 names `PUT /orders/{id}/rate` but shows neither payload nor purpose. Our design:
 * the buyer rates the purchase experience once the order exists. Access is that of GET /orders/{id}
 * (the token, or the numeric id with the owner's credentials), so only the buyer can rate.
 */
const rateRoute = createRoute({
  method: 'put', path: '/api/v4/orders/{id}/rate', tags: ['orders'], middleware: [optionalCustomer] as const,
  summary: 'Rate the purchase: 1–5 stars and an optional comment, by the order token or the owner (requirements/checkout-and-orders.md §7.1; designed here)',
  description: 'Designed here, as the contract shows no payload: body `{rating: 1..5, comment?: string (≤ 1000 characters)}`; it is stored on the order, and rating again replaces the earlier rating. '
    + 'The id is the order token (whoever holds it bought the order) or the numeric id with the auth headers of the customer who placed it; any other order answers 404. '
    + 'A rating outside 1–5, a fraction or a longer comment answers 422 with field errors.',
  request: {
    headers: authRequestHeaders.partial(),
    params: z.object({ id: z.string().min(1).max(100).openapi({ param: { name: 'id', in: 'path' } }) }),
    body: { content: { 'application/json': { schema: ratingBody } }, required: true },
  },
  responses: {
    200: json(z.object({ order_rating: ratingSchema }), 'The stored rating'),
    404: errorResponses[404], 422: errorResponses[422],
  },
});

export function registerOrderRatingRoutes(app: ApiApp): void {
  app.openapi(rateRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const customer = maybeCustomer(c);
    const shopId = c.get('shop').id;
    // A numeric id alone would let anyone rate any order; it counts only for its owner.
    const order = NUMERIC_ID.test(id)
      ? customer && await findOwnOrderId(db, shopId, Number(id), customer.id)
      : await findOrderIdByToken(db, shopId, id);
    if (!order) throw ApiError.notFound('Order');
    const comment = body.comment?.trim() || null;
    const saved = await rateOrder(db, order.id, { rating: body.rating, comment, at: now() });
    return c.json({ order_rating: {
      order_id: saved.id, rating: saved.rating!, comment: saved.rating_comment, rated_at: new Date(saved.rated_at!).toISOString(),
    } }, 200);
  });
}
