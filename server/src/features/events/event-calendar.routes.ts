import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { addDays, dayOf, daysBetween, endOfMonth, wallClock } from '../../shared/berlin-time';
import { ApiError } from '../../http/api-error';
import { langOf } from '../../http/lang';
import { dayQuery, notFound, json, readErrors } from '../../http/openapi';
import { dateColumns, datesJson } from './date-json';
import { dateSchema } from './dates.schemas';

/** The same bound as GET /calendar: a year of days at most. */
const MAX_DAYS = 366;

/**
 * Browsing §7 lists `GET /calendar/{id}` next to GET /calendar without a shape. ENDPOINTS.md §6.4
 * says the single-event calendar moved to `/calendar?by_event_ids[]=:id`, so `{id}` is read as an
 * event id and the answer is that event's calendar in the §6.9 shape.
 */
export const eventCalendarRoute = createRoute({
  method: 'get', path: '/api/v4/calendar/{id}', tags: ['events'],
  summary: "One event's calendar: GET /calendar?by_event_ids[]={id} for a known event (ENDPOINTS.md §6.4, §6.9; our reading of browsing §7)",
  description: 'The id is an event id (the obsolete /events/:id/calendar, ENDPOINTS.md §6.4). `depth=any`: {data: {"YYYY-MM-DD": bool}} (a bookable date with free seats that day); `depth=all`: {data: {"YYYY-MM-DD": [{date: Date}]}}. '
    + '`start_at` defaults to today, `end_at` to the end of that month, at most 366 days. An event of another shop or no event answers 404.',
  request: {
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 }) }),
    query: z.object({
      start_at: dayQuery('first day (default today)'), end_at: dayQuery('last day (default the end of the start month)'),
      depth: z.enum(['any', 'all']).default('any'), locale: z.string().optional(),
    }),
  },
  responses: {
    200: json(z.object({ data: z.record(z.string(), z.union([z.boolean(), z.array(z.object({ date: dateSchema }))])) }), 'Per day'),
    ...notFound, ...readErrors,
  },
});

export function registerEventCalendarRoute(app: ApiApp): void {
  app.openapi(eventCalendarRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shopId = c.get('shop').id;
    const query = c.req.valid('query');
    const event = await db.selectFrom('events').select('id').where('shop_id', '=', shopId).where('id', '=', c.req.valid('param').id).executeTakeFirst();
    if (!event) throw ApiError.notFound('Event');
    const start = query.start_at ?? dayOf(now());
    const end = query.end_at ?? endOfMonth(start);
    if (end < start) throw ApiError.invalid('Invalid range', { end_at: ['must not be before start_at'] });
    const days = daysBetween(start, end);
    if (days.length > MAX_DAYS) throw ApiError.invalid('Range too long', { end_at: [`at most ${MAX_DAYS} days`] });
    const rows = await dateColumns(db, shopId).where('d.event_id', '=', event.id)
      .where('d.start_time', '>=', wallClock(start, 0)).where('d.start_time', '<', wallClock(addDays(end, 1), 0))
      .orderBy('d.start_time').orderBy('d.id').execute();
    const dates = await datesJson(db, rows, now(), langOf(c));
    const data: Record<string, boolean | { date: (typeof dates)[number] }[]> = {};
    for (const day of days) {
      const ofDay = dates.filter((date) => date.start_time.startsWith(day));
      data[day] = query.depth === 'all' ? ofDay.map((date) => ({ date })) : ofDay.some((date) => date.bookable && date.seats.available > 0);
    }
    return c.json({ data }, 200);
  });
}
