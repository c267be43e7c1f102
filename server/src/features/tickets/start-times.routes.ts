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

const startTimeSchema = z.object({
  start_time: z.string().openapi({ example: '2026-07-06T11:00:00+02:00' }),
  capacity: z.number().int().openapi({ description: 'free places (0 = sold out)' }),
  total_capacity: z.number().int().openapi({ description: 'configured places of the slot' }),
}).openapi('TicketStartTime');

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/{id}/start_times',
  tags: ['tickets'],
  summary: 'Sellable start times of one ticket on a day (designed here; requirements/tickets.md §3.4 Start time / time slot)',
  description: 'Only slots that can still be sold are listed, sold-out ones with capacity 0. Day tickets have one start (first_entry).',
  request: { params: ticketIdParams, query: z.object({ date: dayQuery('default today'), ...arrayQuery('reservations', tokenList) }) },
  responses: { 200: json(z.object({ data: z.array(startTimeSchema) }), 'Start times ascending'), ...errorResponses },
});

export function registerTicketStartTimes(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const ctx = requestContext(c);
    const query = c.req.valid('query');
    const day = query.date ?? ctx.today;
    const { tickets, all, lookup } = await loadAvailability(ctx.db, ctx.shopId, [c.req.valid('param').id], [day], ctx.now, merged(query, 'reservations'));
    if (!tickets[0]) throw ApiError.notFound('Ticket');
    const data = slotsWithPlaces(tickets[0], day, lookup, all, ctx.now)
      .filter((slot) => slot.sellable)
      .map((slot) => ({ start_time: isoBerlin(slot.slot), capacity: slot.free, total_capacity: slot.total }));
    return c.json({ data }, 200);
  });
}
