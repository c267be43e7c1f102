import { sql, type SqlBool } from 'kysely';
import type { ApiApp } from '../../http/app-env';
import { ApiError } from '../../http/api-error';
import { meta, offsetOf } from '../../http/pagination';
import { registerEventDateRoutes } from './dates.routes';
import { registerSeatHoldRoutes } from './seat-holds.routes';
import { eventDetailJson, eventJson } from './event-json';
import { upcomingStarts } from './upcoming-starts';
import { eventDetailRoute, eventListRoute } from './events.routes';
import { countOf } from '../../db/count';
import { langOf } from '../../http/lang';
import { offerFilters } from '../catalogue/offer-filters.store';
import { VocabularyLookup } from '../catalogue/vocabulary-lookup';

export function registerEventRoutes(app: ApiApp): void {
  app.openapi(eventListRoute, async (c) => {
    const query = c.req.valid('query');
    const { db, now } = c.get('deps');
    const shopId = c.get('shop').id;
    const filters = offerFilters(query);
    if (query.with_bookings_in_future) {
      filters.push(sql<SqlBool>`exists (select 1 from event_dates d where d.event_id = events.id and d.start_time > ${now().toISOString()}::timestamptz)`);
    }
    const base = db.selectFrom('events').where('shop_id', '=', shopId).where((eb) => eb.and(filters));
    const lang = langOf(c);
    const [total, rows, terms] = await Promise.all([
      countOf(base),
      base.selectAll().orderBy('position').orderBy('id').limit(query.per_page).offset(offsetOf(query)).execute(),
      VocabularyLookup.load(db, shopId, 'event', lang),
    ]);
    const starts = await upcomingStarts(db, rows.map((row) => row.id), now());
    const events = rows.map((row) => ({ ...eventJson(row, lang, terms), upcoming_bookings_start_times: starts.get(row.id) ?? [] }));
    return c.json({ events, meta: meta(total, query) }, 200);
  });

  app.openapi(eventDetailRoute, async (c) => {
    const { db } = c.get('deps');
    const shopId = c.get('shop').id;
    const row = await db.selectFrom('events').selectAll().where('shop_id', '=', shopId).where('id', '=', c.req.valid('param').id).executeTakeFirst();
    if (!row) throw ApiError.notFound('Event');
    const lang = langOf(c);
    return c.json({ event: eventDetailJson(row, lang, await VocabularyLookup.load(db, shopId, 'event', lang)) }, 200);
  });
  registerEventDateRoutes(app);
  registerSeatHoldRoutes(app);
}
