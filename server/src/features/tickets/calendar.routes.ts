import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json } from '../../http/openapi';
import { cachedDisplay } from '../capacity/display-cache';
import { merged } from './array-query';
import { anyFree, calendarQuotaSchema, loadRange, quotasOfDay, rangeQuery } from './calendar-days';
import { localeQuery } from './schemas';

/**
 * The real API documents 31 days, but its clients send six weeks or a year (issue 13), so we answer
 * up to 400 days and cut longer ranges to that instead of refusing them. @see requirements/api.md §4.5
 */
export const CALENDAR_MAX_DAYS = 400;

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/calendar',
  tags: ['tickets'],
  summary: 'Bookable days of the filtered tickets, up to 400 days (requirements/api.md §4.5)',
  description: 'A range longer than 400 days is cut to its first 400 days (never refused). depth=any (default): {data: {day: bool}}, true when some ticket has a sellable slot with a free place. depth=all: {data: {day: [{quota: {id, tickets, capacities: [{"YYYY-MM-DD HH:MM:SS +ZZZZ": n}]}}]}}.',
  request: { query: z.object({ ...rangeQuery, ...localeQuery, depth: z.enum(['any', 'all']).default('any') }) },
  responses: {
    200: json(z.object({ data: z.union([z.record(z.string(), z.boolean()), z.record(z.string(), z.array(calendarQuotaSchema))]) }), 'Per day'),
    422: errorResponses[422],
  },
});

export function registerTicketCalendar(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const query = c.req.valid('query');
    const read = async () => {
      const { days, availability, now } = await loadRange(c, query, CALENDAR_MAX_DAYS, 'clamp');
      if (query.depth === 'all') return { data: Object.fromEntries(days.map((day) => [day, quotasOfDay(availability, day, now)])) };
      return { data: Object.fromEntries(days.map((day) => [day, anyFree(availability, day, now)])) };
    };
    // For display, reused for a moment (display-cache.ts) unless the caller's own holds count as free to it.
    const ttlMs = merged(query, 'reservations')?.length ? 0 : c.get('deps').displayCacheMs ?? 0;
    const key = `calendar|${c.get('shop').id}|${new URL(c.req.url).search}`;
    return c.json(await cachedDisplay(c.get('deps').db, key, ttlMs, Date.now(), read), 200);
  });
}
