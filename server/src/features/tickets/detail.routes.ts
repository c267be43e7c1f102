import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { dayQuery, errorResponses, json } from '../../http/openapi';
import { requestContext } from './request-context';
import { ticketIdParams, localeQuery } from './schemas';
import { ticketJson, ticketSchema } from './ticket-json';
import { findTicket } from './ticket.store';

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/{id}',
  tags: ['tickets'],
  summary: 'One ticket (requirements/api.md §4.2); also answers for tickets not valid on valid_at, so carts can show them',
  request: { params: ticketIdParams, query: z.object({ ...localeQuery, valid_at: dayQuery('accepted for compatibility') }) },
  responses: {
    200: json(z.object({ ticket: ticketSchema }), 'The ticket'),
    ...errorResponses,
  },
});

export function registerTicketDetail(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const ctx = requestContext(c);
    const row = await findTicket(ctx.db, ctx.shopId, c.req.valid('param').id);
    if (!row) throw ApiError.notFound('Ticket');
    return c.json({ ticket: ticketJson(row, ctx.locale, ctx.main) }, 200);
  });
}
