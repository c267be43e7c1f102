import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { dayQuery, errorResponses, json } from '../../http/openapi';
import { meta, metaSchema, paginationQuery } from '../../http/pagination';
import { maybeCustomer, optionalCustomer } from '../account/optional-customer';
import { requestAudience } from '../account/price-audience';
import { requestContext } from './request-context';
import { localeQuery } from './schemas';
import { resolveFilters } from './ticket-filters';
import { ticketFilterQuery } from './ticket-filters.schemas';
import { ticketJson, ticketSchema } from './ticket-json';
import { pageOfTickets } from './ticket.store';

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets',
  tags: ['tickets'],
  // Special prices: billing_address_id counts only with the owner's credentials (features/account/price-audience.ts).
  middleware: [optionalCustomer] as const,
  summary: 'Tickets valid on valid_at (requirements/api.md §4.1)',
  request: {
    query: z.object({
      ...ticketFilterQuery, ...localeQuery, ...paginationQuery,
      valid_at: dayQuery('only tickets valid that day (validity range and weekday); default today in Europe/Berlin'),
    }),
  },
  responses: {
    200: json(z.object({ tickets: z.array(ticketSchema), meta: metaSchema }), 'Tickets'),
    422: errorResponses[422],
  },
});

export function registerTicketList(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const ctx = requestContext(c);
    const query = c.req.valid('query');
    const filters = await resolveFilters(ctx.db, ctx.shopId, query);
    filters.audienceId = await requestAudience(ctx.db, maybeCustomer(c), query);
    const scope = { ...ctx, day: query.valid_at ?? ctx.today };
    const { total, rows } = await pageOfTickets(ctx.db, filters, scope, query);
    return c.json({ tickets: rows.map((row) => ticketJson(row, ctx.locale, ctx.main)), meta: meta(total, query) }, 200);
  });
}
