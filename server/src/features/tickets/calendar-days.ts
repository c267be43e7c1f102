import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { dayQuery } from '../../http/openapi';
import { legacyBerlin } from '../../shared/berlin-time';
import { arrayQuery, merged, tokenList } from './array-query';
import { dayRange, loadAvailability, type Availability } from './availability';
import { quotaIdsOf, slotsWithPlaces } from './day-capacity';
import { requestContext } from './request-context';
import { resolveFilters } from './ticket-filters';
import { ticketFilterQuery } from './ticket-filters.schemas';
import { matchingTicketIds } from './ticket.store';

export const rangeQuery = {
  ...ticketFilterQuery,
  start_at: dayQuery('first day, default today'),
  end_at: dayQuery('last day, default the end of start_at\'s month'),
  ...arrayQuery('reservations', tokenList),
};

/** Tickets matching the filters with their availability over the requested range. */
export async function loadRange(c: Context<AppEnv>, query: Record<string, unknown>, maxDays: number, overflow: 'reject' | 'clamp' = 'reject') {
  const ctx = requestContext(c);
  const days = dayRange(query.start_at as string | undefined, query.end_at as string | undefined, ctx.today, maxDays, overflow);
  const filters = await resolveFilters(ctx.db, ctx.shopId, query);
  const ids = await matchingTicketIds(ctx.db, filters, ctx);
  const availability = await loadAvailability(ctx.db, ctx.shopId, ids, days, ctx.now, merged(query, 'reservations'));
  return { days, availability, now: ctx.now };
}

/** true once any ticket has a sellable slot with a free place that day (depth=any stops there). */
export function anyFree({ tickets, all, lookup }: Availability, day: string, now: Date): boolean {
  return tickets.some((ticket) => slotsWithPlaces(ticket, day, lookup, all, now).some((slot) => slot.free > 0));
}

export const calendarQuotaSchema = z.object({
  quota: z.object({
    id: z.number().int(), tickets: z.array(z.number().int()),
    capacities: z.array(z.record(z.string(), z.number().int())).openapi({ description: 'one-key objects, keys "YYYY-MM-DD HH:MM:SS +ZZZZ"' }),
  }),
});
type CalendarQuota = z.infer<typeof calendarQuotaSchema>;

/** depth=all: per quota the offering tickets and free places per slot, in the legacy key format. @see requirements/api.md §4.5 */
export function quotasOfDay({ tickets, all, lookup }: Availability, day: string, now: Date): CalendarQuota[] {
  const quotas = new Map<number, { tickets: number[]; slots: Map<number, number> }>();
  for (const ticket of tickets) {
    const slots = slotsWithPlaces(ticket, day, lookup, all, now);
    if (slots.length === 0) continue;
    for (const quotaId of quotaIdsOf(ticket, all)) {
      const entry = quotas.get(quotaId) ?? { tickets: [] as number[], slots: new Map<number, number>() };
      quotas.set(quotaId, entry);
      entry.tickets.push(ticket.id);
      for (const { slot, sellable } of slots) entry.slots.set(slot.getTime(), sellable ? lookup(quotaId, slot.getTime()).free : 0);
    }
  }
  return [...quotas.entries()].sort(([a], [b]) => a - b).map(([id, entry]) => ({
    quota: {
      id, tickets: entry.tickets,
      capacities: [...entry.slots.entries()].sort(([a], [b]) => a - b).map(([ms, free]) => ({ [legacyBerlin(new Date(ms))]: free })),
    },
  }));
}
