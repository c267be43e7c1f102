import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json } from '../../http/openapi';
import { meta, metaSchema, paginationQuery } from '../../http/pagination';
import { idArrayQuery, merged } from './array-query';
import { requestContext } from './request-context';
import { localeQuery } from './schemas';
import { localizeContent } from './ticket-json';
import { pageOfTicketContent } from './ticket.store';

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/content',
  tags: ['tickets'],
  summary: 'Content of many tickets at once (requirements/api.md §4.6); ticket_ids[] is required',
  request: {
    query: z.object({ ...idArrayQuery('ticket_ids'), attr: z.string().max(100).optional(), ...localeQuery, ...paginationQuery }),
  },
  responses: {
    200: json(z.object({ data: z.array(z.object({ id: z.number().int(), content: z.record(z.string(), z.string()) })), meta: metaSchema }), 'Content per ticket'),
    422: errorResponses[422],
  },
});

export function registerTicketContent(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const ctx = requestContext(c);
    const query = c.req.valid('query');
    const ids = merged<number>(query, 'ticket_ids') ?? [];
    if (ids.length === 0) throw ApiError.invalid('ticket_ids is required', { ticket_ids: ['must list at least one ticket id'] });
    const { total, rows } = await pageOfTicketContent(ctx.db, ctx.shopId, ids, query);
    const data = rows.map((row) => ({ id: row.id, content: localizeContent(row.content, ctx.locale, ctx.main, query.attr) }));
    return c.json({ data, meta: meta(total, query) }, 200);
  });
}
