import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { json } from '../../http/openapi';
import { annualErrors } from './annual-errors';
import { annualHook } from './annual-hook';
import { startDayOf, startDayProblem, startInstant } from './annual-rules';
import { orderView, salesView } from './annual-view';
import { annualErrorResponses, annualOrder, pathId, ticketSale, tokenQuery } from './schemas';
import { requireAnnualOrder, requireSale, setSaleStart } from './store';

const orderRoute = createRoute({
  tags: ['annual'], method: 'get', path: '/api/v4/annual/order',
  summary: 'The annual tickets of an order and their personalisation slots, by order token (requirements/api.md §9.1)',
  description: 'One ticket sale per annual order line (voucher lines excluded) with exactly quantity slots. Creates missing slots and the buyer\'s '
    + 'personalization_token on first call. 422 invalid_token for an empty token; 404 for an unknown token; 422 not_personalizable when the order '
    + 'is not valid or holds no annual tickets.',
  request: { query: tokenQuery },
  responses: { 200: json(z.object({ order: annualOrder }), 'The order'), ...annualErrorResponses },
});

const saleRoute = createRoute({
  tags: ['annual'], method: 'put', path: '/api/v4/annual/ticket_sales/{id}',
  summary: 'Changes when an annual ticket starts (requirements/api.md §9.4)',
  description: 'start_at is "YYYY-MM-DD HH:MM:SS" (Berlin wall clock) or ISO-8601; stored as the start of that Berlin day. 422 code sent once the card '
    + 'was sent; 422 errors.start_at for a day before today or more than 365 days ahead.',
  request: {
    query: tokenQuery, params: pathId(),
    body: { content: { 'application/json': { schema: z.object({ ticket_sale: z.object({ start_at: z.string().max(40).openapi({ example: '2026-12-01 00:00:00' }) }) }) } } },
  },
  responses: { 200: json(z.object({ ticket_sale: ticketSale }), 'The changed ticket sale'), ...annualErrorResponses },
});

export function registerAnnualOrderRoutes(app: ApiApp): void {
  app.openapi(orderRoute, async (c) => {
    const { db } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.valid('query').token);
    return c.json({ order: await orderView(db, order, langOf(c)) }, 200);
  }, annualHook);

  app.openapi(saleRoute, async (c) => {
    const { db, now } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.valid('query').token);
    const sale = await requireSale(db, order.id, c.req.valid('param').id);
    if (sale.sent_at) throw annualErrors.sent();
    const day = startDayOf(c.req.valid('json').ticket_sale.start_at);
    const problem = startDayProblem(day, now());
    if (problem || !day) throw ApiError.invalid('Validation failed', { start_at: [problem ?? 'is not a valid date'] });
    await setSaleStart(db, sale.id, startInstant(day));
    const [view] = await salesView(db, order, langOf(c), sale.id);
    return c.json({ ticket_sale: view! }, 200);
  }, annualHook);
}
