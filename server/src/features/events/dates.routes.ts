import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { idsOf, idsQuery } from '../../http/id-filters';
import { langOf } from '../../http/lang';
import { dayQuery, json, notFound, readErrors } from '../../http/openapi';
import { meta, metaSchema, paginationQuery } from '../../http/pagination';
import { queryBool } from '../../http/query';
import { audienceOffer } from '../../shared/audience-prices';
import { addDays, daysBetween, dayOf, endOfMonth, wallClock } from '../../shared/berlin-time';
import type { Lang } from '../../shared/localize';
import { optionalCustomer, maybeCustomer } from '../account/optional-customer';
import { requestAudience } from '../account/price-audience';
import { dateDetailJson } from './date-detail-json';
import { dateJson } from './date-json';
import { allDatesQuery, dateDetailSchema, dateSchema, pathId, range } from './dates.schemas';
import { findEventDate, pageOfDates, pageOfEventDates, type AllDatesFilter, type DateRow } from './dates.store';
import { dateUsage, heldSeats } from './seats.store';
import { eventExists } from './store';

const eventDatesRoute = createRoute({
  method: 'get', path: '/api/v4/events/{id}/dates', tags: ['events'],
  summary: "One event's dates with seats (requirements/api.md §6.5)",
  description: '`date` (default today) or `start_at` + `end_at`, at most 31 days.',
  request: {
    params: z.object({ id: pathId('id') }),
    query: z.object({ date: dayQuery('one day'), ...range, by_bookable: queryBool(), ...idsQuery('by_language_ids'), ...paginationQuery, locale: z.string().optional() }),
  },
  responses: { 200: json(z.object({ dates: z.array(dateSchema), meta: metaSchema }), 'A page of dates'), ...notFound, ...readErrors },
});

const eventDateRoute = createRoute({
  method: 'get', path: '/api/v4/events/{event_id}/dates/{id}', tags: ['events'],
  summary: 'One date with seatings and prices, everything needed to book it (requirements/api.md §6.6)',
  // Special prices: billing_address_id counts only with the owner's credentials (features/account/price-audience.ts).
  middleware: [optionalCustomer] as const,
  request: {
    params: z.object({ event_id: pathId('event_id'), id: pathId('id') }),
    query: z.object({
      locale: z.string().optional(),
      billing_address_id: z.coerce.number().int().positive().max(2_147_483_647).optional().openapi({
        description: 'The selected address of the signed-in customer (requirements/accounts.md §6.3): its price target audience\'s special prices replace the public ones. Another customer\'s or an unknown address is ignored, not refused.',
      }),
    }),
  },
  responses: { 200: json(z.object({ date: dateDetailSchema }), 'The date'), ...notFound, ...readErrors },
});

const allDatesRoute = createRoute({
  method: 'get', path: '/api/v4/dates', tags: ['events'],
  summary: 'Dates of all events (requirements/api.md §6.7)',
  request: { query: allDatesQuery },
  responses: { 200: json(z.object({ dates: z.array(dateSchema), meta: metaSchema }), 'A page of dates'), ...readErrors },
});

/** A range of Berlin days as [from, to) instants; 422 beyond `maxDays`. */
export function dayWindow(start: string, end: string, maxDays: number) {
  if (end < start) throw ApiError.invalid('Invalid range', { end_at: ['must not be before start_at'] });
  if (daysBetween(start, end).length > maxDays) throw ApiError.invalid('Range too long', { end_at: [`at most ${maxDays} days`] });
  return { from: wallClock(start, 0), to: wallClock(addDays(end, 1), 0) };
}

/** Dates in the requirements/api.md §6.5 shape, seats counted in one query for all of them. */
export async function datesJson(db: Db, rows: DateRow[], now: Date, lang: Lang) {
  const usage = await dateUsage(db, rows.map((row) => row.id), now);
  return rows.map((row) => dateJson(row, usage.get(row.id)?.booked ?? 0, lang));
}

type AllQuery = z.infer<typeof allDatesQuery>;

/** requirements/api.md §6.7 filters (those of requirements/api.md §6.2 on the event, plus by_event_ids) over [start_at, end_at], at most 366 days. */
export function allDatesFilter(query: AllQuery, now: Date): AllDatesFilter {
  const start = query.start_at ?? dayOf(now);
  return { ...dayWindow(start, query.end_at ?? endOfMonth(start), 366), offer: query, eventIds: idsOf(query, 'by_event_ids') };
}

/** requirements/api.md §6.5-6.7: event dates with live seat counts. */
export function registerEventDateRoutes(app: ApiApp): void {
  app.openapi(eventDatesRoute, async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const start = query.start_at ?? query.date ?? dayOf(now());
    const window = dayWindow(start, query.end_at ?? query.date ?? start, 31);
    const eventId = c.req.valid('param').id;
    if (!(await eventExists(db, c.get('shop').id, eventId))) throw ApiError.notFound('Event');
    const filter = { ...window, bookable: query.by_bookable, languageIds: idsOf(query, 'by_language_ids') };
    const { total, rows } = await pageOfEventDates(db, c.get('shop').id, eventId, filter, query);
    return c.json({ dates: await datesJson(db, rows, now(), langOf(c)), meta: meta(total, query) }, 200);
  });

  app.openapi(eventDateRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { event_id, id } = c.req.valid('param');
    const row = await findEventDate(db, c.get('shop').id, event_id, id);
    if (!row) throw ApiError.notFound('Date');
    const viewer = maybeCustomer(c);
    const audience = await requestAudience(db, viewer, { billing_address_id: c.req.valid('query').billing_address_id });
    const offer = audienceOffer(row, audience);
    const at = now();
    // The viewer's own holds stay free for them and come back as held_seats (requirements/events-and-seats.md §4.2 Seats).
    const [usage, held] = await Promise.all([dateUsage(db, [row.id], at, viewer?.id ?? null), heldSeats(db, row.id, viewer?.id ?? null, at)]);
    return c.json({ date: dateDetailJson({ ...row, prices: offer.prices }, usage.get(row.id)!, langOf(c), offer.audienceId, held) }, 200);
  });

  app.openapi(allDatesRoute, async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const { total, rows } = await pageOfDates(db, c.get('shop').id, allDatesFilter(query, now()), query);
    return c.json({ dates: await datesJson(db, rows, now(), langOf(c)), meta: meta(total, query) }, 200);
  });
}
