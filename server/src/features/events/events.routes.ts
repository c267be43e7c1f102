import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { localeQuery } from '../../http/list-query';
import { notFound, json, readErrors, idParams } from '../../http/openapi';
import { meta } from '../../http/pagination';
import { queryBool } from '../../http/query';
import { offerQuery } from '../catalogue/offer-filters.schemas';
import { VocabularyLookup } from '../catalogue/vocabulary-lookup';
import { eventDetailJson, eventJson } from './event-json';
import { eventDetailSchema, eventListSchema } from './events.schemas';
import { findEvent, listUpcomingStarts, pageOfEvents } from './store';
import { upcomingStartsByEvent } from './upcoming-starts';

const eventListRoute = createRoute({
  method: 'get',
  path: '/api/v4/events',
  tags: ['events'],
  summary: 'Events with their category, languages and tags (requirements/api.md §6.2)',
  request: {
    query: offerQuery.extend({
      with_bookings_in_future: queryBool().openapi({ description: 'Only events with a date still to come' }),
    }),
  },
  responses: { 200: json(eventListSchema, 'A page of events'), ...readErrors },
});

const eventDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/events/{id}',
  tags: ['events'],
  summary: 'One event with description and content (requirements/api.md §6.3)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(eventDetailSchema, 'The event'), ...notFound, ...readErrors },
});

export function registerEventListRoutes(app: ApiApp): void {
  app.openapi(eventListRoute, async (c) => {
    const query = c.req.valid('query');
    const { db, now } = c.get('deps');
    const shopId = c.get('shop').id;
    const lang = langOf(c);
    const [{ total, rows }, terms] = await Promise.all([
      pageOfEvents(db, shopId, query, query.with_bookings_in_future ? now() : null),
      VocabularyLookup.load(db, shopId, 'event', lang),
    ]);
    const starts = upcomingStartsByEvent(await listUpcomingStarts(db, rows.map((row) => row.id), now()));
    const events = rows.map((row) => ({ ...eventJson(row, lang, terms), upcoming_bookings_start_times: starts.get(row.id) ?? [] }));
    return c.json({ events, meta: meta(total, query) }, 200);
  });

  app.openapi(eventDetailRoute, async (c) => {
    const { db } = c.get('deps');
    const shopId = c.get('shop').id;
    const row = await findEvent(db, shopId, c.req.valid('param').id);
    if (!row) throw ApiError.notFound('Event');
    const lang = langOf(c);
    return c.json({ event: eventDetailJson(row, lang, await VocabularyLookup.load(db, shopId, 'event', lang)) }, 200);
  });
}
