import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json } from '../../http/openapi';
import { anyFree, loadRange, rangeQuery } from './calendar-days';

/** Wider than the calendar's 31 days: the combi screen checks a month padded to 30 days plus today. */
const EMPTY_DAYS_MAX = 92;

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/empty_days',
  tags: ['tickets'],
  summary: 'Days on which none of the filtered tickets can be booked (designed here; requirements/tickets.md §7.1 Tickets "Empty days")',
  description: 'Same filters as /tickets/calendar (by_ticket_types[], list_ids, by_price_target_audience_id, …); start_at default today, end_at default end of that month, at most 92 days. A day is empty when no ticket has a sellable slot with a free place.',
  request: { query: z.object(rangeQuery) },
  responses: {
    200: json(z.object({ data: z.array(z.string()).openapi({ example: ['2026-07-06'] }) }), 'Empty days, YYYY-MM-DD ascending'),
    422: errorResponses[422],
  },
});

export function registerTicketEmptyDays(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const { days, availability, now } = await loadRange(c, c.req.valid('query'), EMPTY_DAYS_MAX);
    return c.json({ data: days.filter((day) => !anyFree(availability, day, now)) }, 200);
  });
}
