import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiApp } from '../../http/app-env';
import type { AppEnv } from '../../http/app-env';
import { dayQuery, errorResponses, json } from '../../http/openapi';
import { isoDay } from '../../http/query';
import { isoBerlin } from '../../shared/berlin-time';
import { arrayQuery, idArrayQuery, merged, tokenList } from './array-query';
import { cachedDisplay } from '../capacity/display-cache';
import { loadAvailability } from './availability';
import { quotaIdsOf, slotsWithPlaces } from './day-capacity';
import { requestContext } from './request-context';

const quotaCapacitySchema = z.object({
  tickets: z.array(z.number().int()),
  capacities: z.record(z.string(), z.number().int()),
  total_capacities: z.record(z.string(), z.number().int()),
}).openapi('QuotaCapacity');
const responses = {
  200: json(z.object({ data: z.record(z.string(), quotaCapacitySchema) }), 'quota id → tickets, free and total places per ISO slot (zeros included)'),
  422: errorResponses[422],
};
const summary = 'Free and total places per quota for several tickets (requirements/api.md §4.4)';

const getRoute = createRoute({
  method: 'get', path: '/api/v4/tickets/capacities', tags: ['tickets'], summary,
  request: { query: z.object({ ...idArrayQuery('ticket_ids'), date: dayQuery('default today'), ...arrayQuery('reservations', tokenList) }) },
  responses,
});

const bodySchema = z.object({
  ticket_ids: z.array(z.coerce.number().int().positive()).min(1, 'must list at least one ticket id'),
  date: isoDay().optional(),
  reservations: z.array(z.string().max(100)).optional(),
});
const postRoute = createRoute({
  method: 'post', path: '/api/v4/tickets/capacities', tags: ['tickets'],
  summary: `${summary}; the same as GET with a JSON body (requirements/tickets.md §7.1 Tickets)`,
  request: { body: { content: { 'application/json': { schema: bodySchema } }, required: true } },
  responses,
});

type QuotaCapacity = z.infer<typeof quotaCapacitySchema>;

/** The answer for display, reused for a moment (display-cache.ts) unless the caller's own holds count as free to it. */
function capacities(c: Context<AppEnv>, ids: number[], date: string | undefined, tokens: string[] | undefined) {
  const ctx = requestContext(c);
  const day = date ?? ctx.today;
  const ttlMs = tokens?.length ? 0 : c.get('deps').displayCacheMs ?? 0;
  return cachedDisplay(ctx.db, `capacities|${ctx.shopId}|${day}|${ids.join(',')}`, ttlMs, Date.now(), () => readCapacities(ctx, ids, day, tokens));
}

async function readCapacities(ctx: ReturnType<typeof requestContext>, ids: number[], day: string, tokens: string[] | undefined) {
  const { tickets, all, lookup } = await loadAvailability(ctx.db, ctx.shopId, ids, [day], ctx.now, tokens);
  const data: Record<string, QuotaCapacity> = {};
  // Only tickets this caller may book appear (requirements/api.md §4.4). Sub-tickets count: the list
  // shows them bookable (their slots are booked through the combined ticket), and clients read their
  // quotas here to offer those slots (issue 13).
  for (const ticket of tickets.filter((candidate) => candidate.bookable)) {
    const slots = slotsWithPlaces(ticket, day, lookup, all, ctx.now);
    for (const quotaId of quotaIdsOf(ticket, all)) {
      const entry = (data[quotaId] ??= { tickets: [], capacities: {}, total_capacities: {} });
      if (!entry.tickets.includes(ticket.id)) entry.tickets.push(ticket.id);
      for (const { slot, sellable } of slots) {
        const places = lookup(quotaId, slot.getTime());
        entry.capacities[isoBerlin(slot)] = sellable ? places.free : 0;
        entry.total_capacities[isoBerlin(slot)] = places.total;
      }
    }
  }
  return { data };
}

export function registerTicketCapacities(app: ApiApp): void {
  app.openapi(getRoute, async (c) => {
    const query = c.req.valid('query');
    const ids = merged<number>(query, 'ticket_ids') ?? [];
    if (ids.length === 0) {
      return c.json({ error: 'ticket_ids is required', errors: { ticket_ids: ['must list at least one ticket id'] } }, 422);
    }
    return c.json(await capacities(c, ids, query.date, merged(query, 'reservations')), 200);
  });
  app.openapi(postRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await capacities(c, body.ticket_ids, body.date, body.reservations), 200);
  });
}
