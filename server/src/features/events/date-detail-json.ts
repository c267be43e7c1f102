import type { Localized } from '../../db/schema';
import { textOrNull, type Lang } from '../../shared/localize';
import { applyDiscount } from '../../shared/pricing';
import { dateJson } from './date-json';
import type { DateRow } from './dates.store';
import type { DateUsage } from './seats.store';
import { locationJson } from '../catalogue/location-json';

type Texts = Record<string, unknown>;
const localizeAll = (entries: unknown, keys: string[], lang: Lang) => ((entries ?? []) as Texts[]).map((entry) => {
  const copy: Texts = { ...entry };
  for (const key of keys) if (key in copy) copy[key] = textOrNull(copy[key] as Localized, lang);
  return copy;
});

/**
 * requirements/api.md §6.6: a Date with everything needed to book it. Seating texts and prices are localized;
 * blocked_seats also lists the seats live orders and other customers' holds take, so the plan
 * shows them taken; held_seats are the viewer's own holds.
 * Prices carry the event discount already (what the order will charge); `row.prices` are
 * those of `audienceId` where it has special ones (shared/audience-prices.ts).
 */
export function dateDetailJson(row: DateRow, usage: DateUsage, lang: Lang, audienceId: number | null, heldSeats: number[] = []) {
  const seating = row.seating as Texts | null;
  const seatings = seating ? [{
    blocked_seats: [...new Set([...((seating.blocked_seats ?? []) as number[]), ...usage.seatIds])].sort((a, b) => a - b),
    categories: localizeAll(seating.categories, ['title', 'description'], lang),
    rows: localizeAll(seating.rows, ['title'], lang),
    seats: localizeAll(seating.seats, ['title', 'description'], lang),
    types: localizeAll(seating.types, ['title'], lang),
    visual_url: seating.visual_url ?? null,
    held_seats: heldSeats,
  }] : [];
  const prices = localizeAll(row.prices, ['title', 'description', 'seat_category_title'], lang)
    .map((price) => ({ ...price, price_cents: applyDiscount(Number(price.price_cents), row.discount) }));
  return {
    ...dateJson(row, usage.booked, lang), description: textOrNull(row.date_description, lang) ?? textOrNull(row.description, lang),
    vat_pct: Number(row.vat_pct), discount: row.discount, tax_included: row.tax_included, location: locationJson(row.location), seatings, prices,
    price_target_audience_id: audienceId,
  };
}
