import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { dayQuery, errorResponses, json } from '../../http/openapi';
import { isoBerlin } from '../../shared/berlin-time';
import { arrayQuery, merged, tokenList } from './array-query';
import { loadAvailability } from './availability';
import { slotsWithPlaces } from './day-capacity';
import { requestContext } from './request-context';
import { ticketIdParams } from './schemas';

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/{id}/capacity',
  tags: ['tickets'],
  summary: 'Free places per slot of one ticket over all its quotas; zero slots left out (requirements/api.md §4.3)',
  description: 'Mantle tickets also count their sub-tickets\' quotas, divided by the places per unit. A ticket without a quota is limited by max_persons only.',
  request: {
    params: ticketIdParams,
    query: z.object({ date: dayQuery('default today'), ...arrayQuery('reservations', tokenList) }),
  },
  responses: {
    200: json(z.object({ data: z.record(z.string(), z.number().int()) }), 'ISO slot start → free places'),
    ...errorResponses,
  },
});

export function registerTicketCapacity(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const ctx = requestContext(c);
    const query = c.req.valid('query');
    const { id } = c.req.valid('param');
    const day = query.date ?? ctx.today;
    const { tickets, all, lookup } = await loadAvailability(ctx.db, ctx.shopId, [id], [day], ctx.now, merged(query, 'reservations'));
    const ticket = tickets[0];
    if (!ticket) throw ApiError.notFound('Ticket');
    const data: Record<string, number> = {};
    for (const slot of slotsWithPlaces(ticket, day, lookup, all, ctx.now)) {
      if (slot.free > 0) data[isoBerlin(slot.slot)] = slot.free;
    }
    return c.json({ data }, 200);
  });
}
