import { sql, type SqlBool } from 'kysely';
import type { ApiApp } from '../../http/app-env';
import { addDays, dayOf, daysBetween, endOfMonth, wallClock } from '../../shared/berlin-time';
import { audienceOffer } from '../../shared/audience-prices';
import { dateUsage } from './event-seats';
import { heldSeats } from './seat-holds';
import { requestAudience } from '../account/price-audience';
import { ApiError } from '../../http/api-error';
import { maybeCustomer } from '../account/optional-customer';
import { meta, offsetOf } from '../../http/pagination';
import { idsOf } from '../../http/id-filters';
import { langOf } from '../../http/lang';
import { offerFilters } from '../catalogue/offer-filters.store';
import { dateDetailJson } from './date-detail-json';
import { dateColumns, datesJson } from './date-json';
import { allDatesRoute, calendarRoute, eventDateRoute, eventDatesRoute } from './dates.schemas';

type DateQuery = ReturnType<typeof dateColumns>;

async function countDates(base: DateQuery): Promise<number> {
  const row = await base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A range of Berlin days as [from, to) instants; 422 beyond `maxDays`. */
function window(start: string, end: string, maxDays: number) {
  if (end < start) throw ApiError.invalid('Invalid range', { end_at: ['must not be before start_at'] });
  if (daysBetween(start, end).length > maxDays) throw ApiError.invalid('Range too long', { end_at: [`at most ${maxDays} days`] });
  return { from: wallClock(start, 0), to: wallClock(addDays(end, 1), 0) };
}

/** ENDPOINTS.md §6.5–6.7, §6.9: event dates with live seat counts. */
export function registerEventDateRoutes(app: ApiApp): void {
  app.openapi(eventDatesRoute, async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const start = query.start_at ?? query.date ?? dayOf(now());
    const { from, to } = window(start, query.end_at ?? query.date ?? start, 31);
    const event = await db.selectFrom('events').select('id').where('shop_id', '=', c.get('shop').id).where('id', '=', c.req.valid('param').id).executeTakeFirst();
    if (!event) throw ApiError.notFound('Event');
    const languages = idsOf(query, 'by_language_ids');
    const base = dateColumns(db, c.get('shop').id).where('d.event_id', '=', event.id).where('d.start_time', '>=', from).where('d.start_time', '<', to)
      .$if(query.by_bookable !== undefined, (qb) => qb.where(sql<SqlBool>`(e.bookable and d.bookable) = ${query.by_bookable}`))
      .$if(languages !== undefined, (qb) => qb.where('d.language_id', 'in', languages!));
    const [total, rows] = await Promise.all([countDates(base), base.orderBy('d.start_time').orderBy('d.id').limit(query.per_page).offset(offsetOf(query)).execute()]);
    return c.json({ dates: await datesJson(db, rows, now(), langOf(c)), meta: meta(total, query) }, 200);
  });

  app.openapi(eventDateRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { event_id, id } = c.req.valid('param');
    const row = await dateColumns(db, c.get('shop').id).select('e.audience_prices').where('d.event_id', '=', event_id).where('d.id', '=', id).executeTakeFirst();
    if (!row) throw ApiError.notFound('Date');
    const viewer = maybeCustomer(c);
    const audience = await requestAudience(db, viewer, { billing_address_id: c.req.valid('query').billing_address_id });
    const offer = audienceOffer(row, audience);
    const at = now();
    // The viewer's own holds stay free for them and come back as held_seats (spec browsing §4 Seats).
    const [usage, held] = await Promise.all([dateUsage(db, [row.id], at, viewer?.id ?? null), heldSeats(db, row.id, viewer?.id ?? null, at)]);
    return c.json({ date: dateDetailJson({ ...row, prices: offer.prices }, usage.get(row.id)!, langOf(c), offer.audienceId, held) }, 200);
  });

  app.openapi(allDatesRoute, async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const base = filteredDates(c.get('deps').db, c.get('shop').id, query, now());
    const [total, rows] = await Promise.all([countDates(base), base.orderBy('d.start_time').orderBy('d.id').limit(query.per_page).offset(offsetOf(query)).execute()]);
    return c.json({ dates: await datesJson(db, rows, now(), langOf(c)), meta: meta(total, query) }, 200);
  });

  app.openapi(calendarRoute, async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const rows = await filteredDates(db, c.get('shop').id, query, now()).orderBy('d.start_time').orderBy('d.id').limit(5000).execute();
    const dates = await datesJson(db, rows, now(), langOf(c));
    const start = query.start_at ?? dayOf(now());
    const days = daysBetween(start, query.end_at ?? endOfMonth(start));
    const data: Record<string, boolean | { date: (typeof dates)[number] }[]> = {};
    for (const day of days) {
      const ofDay = dates.filter((date) => date.start_time.startsWith(day));
      data[day] = query.depth === 'all' ? ofDay.map((date) => ({ date })) : ofDay.some((date) => date.bookable && date.seats.available > 0);
    }
    return c.json({ data }, 200);
  });
}

type AllQuery = Parameters<typeof offerFilters>[0] & { start_at?: string | undefined; end_at?: string | undefined; 'by_event_ids'?: number[] | undefined; 'by_event_ids[]'?: number[] | undefined };

/** §6.7 filters (those of §6.2 on the event, plus by_event_ids) over [start_at, end_at], at most 366 days. */
function filteredDates(db: Parameters<typeof dateColumns>[0], shopId: number, query: AllQuery, now: Date) {
  const start = query.start_at ?? dayOf(now);
  const { from, to } = window(start, query.end_at ?? endOfMonth(start), 366);
  const events = db.selectFrom('events').select('id').where('shop_id', '=', shopId).where((eb) => eb.and(offerFilters(query)));
  const eventIds = idsOf(query, 'by_event_ids');
  return dateColumns(db, shopId).where('d.start_time', '>=', from).where('d.start_time', '<', to).where('d.event_id', 'in', events)
    .$if(eventIds !== undefined, (qb) => qb.where('d.event_id', 'in', eventIds!));
}
