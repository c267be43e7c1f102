import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect';
import { offsetOf, type Page } from '../../http/pagination';
import type { OfferQuery } from '../catalogue/offer-filters.schemas';
import { offerFilters } from '../catalogue/offer-filters.store';

/** The columns a Date of requirements/api.md §6.5 is built from (event_dates joined with events). */
function dateColumns(db: Db, shopId: number) {
  return db.selectFrom('event_dates as d').innerJoin('events as e', 'e.id', 'd.event_id')
    .leftJoin('vocabularies as c', 'c.id', 'e.category_id').leftJoin('vocabularies as l', 'l.id', 'd.language_id')
    .select(['d.id', 'd.event_id', 'd.start_time', 'd.duration', 'd.seats_min', 'd.seats_max', 'd.max_per_registration',
      'd.title as date_title', 'd.sub_title as date_sub_title', 'd.description as date_description', 'd.bookable as date_bookable', 'd.language_id',
      'e.exhibition_id', 'e.museum_id', 'e.bookable', 'e.registerable', 'e.title', 'e.sub_title', 'e.description', 'e.category_id',
      'e.vat_pct', 'e.discount', 'e.tax_included', 'e.location', 'e.prices', 'e.seating',
      'c.name as category_name', 'c.filtername as category_filtername', 'l.name as language_name'])
    .where('e.shop_id', '=', shopId);
}

type DateQuery = ReturnType<typeof dateColumns>;
export type DateRow = Awaited<ReturnType<DateQuery['execute']>>[number];

/** A range of start times, [from, to). */
export interface StartWindow { from: Date; to: Date }

async function page(base: DateQuery, at: Page) {
  const [count, rows] = await Promise.all([
    base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.orderBy('d.start_time').orderBy('d.id').limit(at.per_page).offset(offsetOf(at)).execute(),
  ]);
  return { total: Number(count.n), rows };
}

export interface EventDateFilter extends StartWindow { bookable?: boolean | undefined; languageIds?: number[] | undefined }

/** One event's dates in the window, optionally only (not) bookable ones or those in some languages. */
export function pageOfEventDates(db: Db, shopId: number, eventId: number, filter: EventDateFilter, at: Page) {
  return page(dateColumns(db, shopId).where('d.event_id', '=', eventId).where('d.start_time', '>=', filter.from).where('d.start_time', '<', filter.to)
    .$if(filter.bookable !== undefined, (qb) => qb.where(sql<SqlBool>`(e.bookable and d.bookable) = ${filter.bookable}`))
    .$if(filter.languageIds !== undefined, (qb) => qb.where('d.language_id', 'in', filter.languageIds!)), at);
}

/** One date of the shop's event, with the event's special prices. */
export function findEventDate(db: Db, shopId: number, eventId: number, id: number) {
  return dateColumns(db, shopId).select('e.audience_prices').where('d.event_id', '=', eventId).where('d.id', '=', id).executeTakeFirst();
}

/** Every date of one event in the window, by start time. */
export function datesOfEvent(db: Db, shopId: number, eventId: number, window: StartWindow) {
  return dateColumns(db, shopId).where('d.event_id', '=', eventId)
    .where('d.start_time', '>=', window.from).where('d.start_time', '<', window.to)
    .orderBy('d.start_time').orderBy('d.id').execute();
}

/** requirements/api.md §6.7 filters: those of requirements/api.md §6.2 on the event, plus by_event_ids. */
export interface AllDatesFilter extends StartWindow { offer: OfferQuery; eventIds?: number[] | undefined }

function filteredDates(db: Db, shopId: number, filter: AllDatesFilter) {
  const events = db.selectFrom('events').select('id').where('shop_id', '=', shopId).where((eb) => eb.and(offerFilters(filter.offer)));
  return dateColumns(db, shopId).where('d.start_time', '>=', filter.from).where('d.start_time', '<', filter.to).where('d.event_id', 'in', events)
    .$if(filter.eventIds !== undefined, (qb) => qb.where('d.event_id', 'in', filter.eventIds!));
}

export function pageOfDates(db: Db, shopId: number, filter: AllDatesFilter, at: Page) {
  return page(filteredDates(db, shopId, filter), at);
}

/** The calendar's dates: all of the window, bounded so a year of a busy shop stays one query. */
export function listDates(db: Db, shopId: number, filter: AllDatesFilter) {
  return filteredDates(db, shopId, filter).orderBy('d.start_time').orderBy('d.id').limit(5000).execute();
}

/** The shop's dates among `ids` with what an order checks and prices them by (an order's Event items). */
export function listOrderableDates(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('event_dates as d').innerJoin('events as e', 'e.id', 'd.event_id')
    .select(['d.id', 'd.event_id', 'd.start_time', 'd.seats_max', 'd.max_per_registration', 'd.bookable as date_bookable',
      'e.bookable', 'e.prices', 'e.audience_prices', 'e.seating', 'e.discount', 'e.vat_pct', 'e.tax_included'])
    .where('e.shop_id', '=', shopId).where('d.id', 'in', ids).execute();
}
