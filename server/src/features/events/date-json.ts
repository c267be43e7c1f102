import type { Localized } from '../../db/schema';
import { isoBerlin } from '../../shared/berlin-time';
import { text, textOrNull, type Lang } from '../../shared/localize';
import { applyDiscount } from '../../shared/pricing';
import type { DateRow } from './dates.store';

const local = (value: Localized | null | undefined, lang: Lang) => textOrNull(value ?? null, lang);

/** requirements/api.md §6.5 Date; seats booked and available count live orders only (seats.store.ts). */
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

/** requirements/events-and-seats.md §3.3 Event date minPrice: the lowest public price in cents after the event's discount; null without prices. */
function minPriceOf(row: DateRow): number | null {
  const prices = (row.prices as { price_cents?: unknown }[] | null) ?? [];
  const cents = prices.map((price) => Number(price.price_cents)).filter((value) => Number.isFinite(value));
  return cents.length ? applyDiscount(Math.min(...cents), row.discount) : null;
}
