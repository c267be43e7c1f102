import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { dayQuery, json, notFound, readErrors } from '../../http/openapi';
import { dayOf, daysBetween, endOfMonth } from '../../shared/berlin-time';
import { allDatesFilter, datesJson, dayWindow } from './dates.routes';
import { allDatesQuery, calendarSchema } from './dates.schemas';
import { datesOfEvent, listDates } from './dates.store';
import { eventExists } from './store';

const calendarRoute = createRoute({
  method: 'get', path: '/api/v4/calendar', tags: ['events'],
  summary: 'Calendar across all events (requirements/api.md §6.9)',
  description: '`depth=any`: {data: {"YYYY-MM-DD": bool}} (a bookable date with free seats that day); `depth=all`: {data: {"YYYY-MM-DD": [{date: Date}]}}.',
  request: { query: allDatesQuery.extend({ depth: z.enum(['any', 'all']).default('any') }) },
  responses: { 200: json(calendarSchema, 'Per day'), ...readErrors },
});

/** The same bound as GET /calendar: a year of days at most. */
const MAX_DAYS = 366;

/**
 * requirements/events-and-seats.md §7 lists `GET /calendar/{id}` next to GET /calendar without a shape. requirements/api.md §6.4
 * says the single-event calendar moved to `/calendar?by_event_ids[]=:id`, so `{id}` is read as an
 * event id and the answer is that event's calendar in the requirements/api.md §6.9 shape.
 */
const eventCalendarRoute = createRoute({
  method: 'get', path: '/api/v4/calendar/{id}', tags: ['events'],
  summary: "One event's calendar: GET /calendar?by_event_ids[]={id} for a known event (requirements/api.md §6.4, requirements/api.md §6.9; our reading of requirements/events-and-seats.md §7)",
  description: 'The id is an event id (the obsolete /events/:id/calendar, requirements/api.md §6.4). `depth=any`: {data: {"YYYY-MM-DD": bool}} (a bookable date with free seats that day); `depth=all`: {data: {"YYYY-MM-DD": [{date: Date}]}}. '
    + '`start_at` defaults to today, `end_at` to the end of that month, at most 366 days. An event of another shop or no event answers 404.',
  request: {
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 }) }),
    query: z.object({
      start_at: dayQuery('first day (default today)'), end_at: dayQuery('last day (default the end of the start month)'),
      depth: z.enum(['any', 'all']).default('any'), locale: z.string().optional(),
    }),
  },
  responses: {
    200: json(calendarSchema, 'Per day'),
    ...notFound, ...readErrors,
  },
});

type DateJson = Awaited<ReturnType<typeof datesJson>>[number];

/** depth=any: whether a bookable date with free seats falls on the day; depth=all: the day's dates. */
function calendarOf(dates: DateJson[], days: string[], depth: 'any' | 'all') {
  const data: Record<string, boolean | { date: DateJson }[]> = {};
  for (const day of days) {
    const ofDay = dates.filter((date) => date.start_time.startsWith(day));
    data[day] = depth === 'all' ? ofDay.map((date) => ({ date })) : ofDay.some((date) => date.bookable && date.seats.available > 0);
  }
  return data;
}

/** requirements/api.md §6.9: the calendar across all events, and one event's calendar. */
export function registerCalendarRoutes(app: ApiApp): void {
  app.openapi(calendarRoute, async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const rows = await listDates(db, c.get('shop').id, allDatesFilter(query, now()));
    const dates = await datesJson(db, rows, now(), langOf(c));
    const start = query.start_at ?? dayOf(now());
    return c.json({ data: calendarOf(dates, daysBetween(start, query.end_at ?? endOfMonth(start)), query.depth) }, 200);
  });

  app.openapi(eventCalendarRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shopId = c.get('shop').id;
    const query = c.req.valid('query');
    const eventId = c.req.valid('param').id;
    if (!(await eventExists(db, shopId, eventId))) throw ApiError.notFound('Event');
    const start = query.start_at ?? dayOf(now());
    const end = query.end_at ?? endOfMonth(start);
    const rows = await datesOfEvent(db, shopId, eventId, dayWindow(start, end, MAX_DAYS));
    const dates = await datesJson(db, rows, now(), langOf(c));
    return c.json({ data: calendarOf(dates, daysBetween(start, end), query.depth) }, 200);
  });
}
