import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { localize } from '../../http/locale';
import { json } from '../../http/openapi';
import { requestContext } from './request-context';
import { localeQuery } from './schemas';
import { listTicketGroups } from './ticket.store';

const groupSchema = z.object({ id: z.number().int(), name: z.string(), title: z.string().nullable(), ticket_ids: z.array(z.number().int()) }).openapi('TicketGroup');

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/groups',
  tags: ['tickets'],
  summary: 'Server-side ticket groups (not in the go~mus docs, requirements/api.md §4.8; designed here; requirements/tickets.md §3.5 Ticket group)',
  request: { query: z.object(localeQuery) },
  responses: { 200: json(z.object({ ticket_groups: z.array(groupSchema) }), 'Ticket groups in display order') },
});

export function registerTicketGroups(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const ctx = requestContext(c);
    const rows = await listTicketGroups(ctx.db, ctx.shopId);
    const groups = rows.map((row) => ({ id: row.id, name: row.name, title: localize(row.title, ctx.locale, ctx.main), ticket_ids: row.ticket_ids }));
    return c.json({ ticket_groups: groups }, 200);
  });
}
