import type { Db } from '../../db/connect';
import type { Localized } from '../../db/schema';
import { isoBerlin } from '../../shared/berlin-time';
import { dateUsage } from './event-seats';
import { applyDiscount } from '../../shared/pricing';
import { text, textOrNull, type Lang } from '../../shared/localize';

/** The columns a Date of ENDPOINTS.md §6.5 is built from (event_dates joined with events). */
export function dateColumns(db: Db, shopId: number) {
  return db.selectFrom('event_dates as d').innerJoin('events as e', 'e.id', 'd.event_id')
    .leftJoin('vocabularies as c', 'c.id', 'e.category_id').leftJoin('vocabularies as l', 'l.id', 'd.language_id')
    .select(['d.id', 'd.event_id', 'd.start_time', 'd.duration', 'd.seats_min', 'd.seats_max', 'd.max_per_registration',
      'd.title as date_title', 'd.sub_title as date_sub_title', 'd.description as date_description', 'd.bookable as date_bookable', 'd.language_id',
      'e.exhibition_id', 'e.museum_id', 'e.bookable', 'e.registerable', 'e.title', 'e.sub_title', 'e.description', 'e.category_id',
      'e.vat_pct', 'e.discount', 'e.tax_included', 'e.location', 'e.prices', 'e.seating',
      'c.name as category_name', 'c.filtername as category_filtername', 'l.name as language_name'])
    .where('e.shop_id', '=', shopId);
}

export type DateRow = Awaited<ReturnType<ReturnType<typeof dateColumns>['execute']>>[number];

const local = (value: Localized | null | undefined, lang: Lang) => textOrNull(value ?? null, lang);

/** §6.5 Date; seats booked and available count live orders only (domain/event-seats.ts). */
export function dateJson(row: DateRow, booked: number, lang: Lang) {
  return {
    id: row.id, event_id: row.event_id, exhibition_id: row.exhibition_id, museum_id: row.museum_id,
    category: row.category_id === null ? null : { id: row.category_id, name: text(row.category_name, lang), filtername: row.category_filtername ?? '' },
    bookable: row.bookable && row.date_bookable, registerable: row.registerable,
    title: local(row.date_title, lang) ?? text(row.title, lang), sub_title: local(row.date_sub_title, lang) ?? local(row.sub_title, lang),
    start_time: isoBerlin(new Date(row.start_time)), duration: row.duration,
    seats: { min: row.seats_min, max: row.seats_max, booked, available: Math.max(0, row.seats_max - booked), max_per_registration: row.max_per_registration },
    language: row.language_id === null ? null : { id: row.language_id, name: text(row.language_name, lang) },
    minPrice: minPriceOf(row),
  };
}

/** Spec browsing §3 Event date minPrice: the lowest public price in cents after the event's discount; null without prices. */
function minPriceOf(row: DateRow): number | null {
  const prices = (row.prices as { price_cents?: unknown }[] | null) ?? [];
  const cents = prices.map((price) => Number(price.price_cents)).filter((value) => Number.isFinite(value));
  return cents.length ? applyDiscount(Math.min(...cents), row.discount) : null;
}

/** Dates in the §6.5 shape, seats counted in one query for all of them. */
export async function datesJson(db: Db, rows: DateRow[], now: Date, lang: Lang) {
  const usage = await dateUsage(db, rows.map((row) => row.id), now);
  return rows.map((row) => dateJson(row, usage.get(row.id)?.booked ?? 0, lang));
}
