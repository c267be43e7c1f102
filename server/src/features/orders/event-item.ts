import type { AudiencePrices, Localized } from '../../db/schema';
import { priceLine, type EventPrice, type PriceLine } from '../../shared/event-pricing';
import type { DateUsage } from '../events/seats.store';
import type { EventAttributes } from './order-item.schemas';

export interface EventDateRow {
  id: number; event_id: number; start_time: Date; seats_max: number; max_per_registration: number | null; date_bookable: boolean;
  bookable: boolean; prices: Record<string, unknown>[]; seating: Record<string, unknown> | null; discount: number; vat_pct: string; tax_included: boolean;
  /** Special prices per audience (migration 0009); `prices` are already the buyer's when checked. */
  audience_prices: AudiencePrices;
}

interface Seat { id: number; category_id: number | null; title: Localized }
interface SeatCategory { id: number; title?: Localized }
/** What a booked seat prints: its title (row and seat), its category and its price (requirements/cart.md §2.3). */
export interface BookedSeat { seat_id: number; scale_price_id: number | null; title: Localized; category: Localized | null; price_title: Localized | null }
export interface CheckedEvent { persons: number; lines: PriceLine[]; seats: BookedSeat[] }

type Add = (field: string, message: string) => void;

/** "Erwachsene – Kategorie I" in every language either text has. */
function joinLocalized(first: Localized, second: Localized): Localized {
  const locales = new Set([...Object.keys(first), ...Object.keys(second)]);
  return Object.fromEntries([...locales].map((locale) => [locale, [first[locale], second[locale]].filter(Boolean).join(' – ')]));
}

/** Seats by price: each seat priced by its scale price, or the price of its seat category. */
function seatLines(date: EventDateRow, input: EventAttributes, prices: EventPrice[], used: DateUsage, add: Add): { lines: PriceLine[]; seats: BookedSeat[] } {
  const plan = (date.seating ?? {}) as { seats?: Seat[]; blocked_seats?: number[]; categories?: SeatCategory[] };
  const seats: BookedSeat[] = [];
  const perPrice = new Map<EventPrice, number>();
  const seen = new Set<number>();
  for (const [position, wanted] of (input.seats ?? []).entries()) {
    const seat = plan.seats?.find((candidate) => candidate.id === wanted.seat_id);
    const field = `seats.${position}.seat_id`;
    if (!seat) add(field, 'is not a seat of this event');
    else if (plan.blocked_seats?.includes(seat.id)) add(field, 'is blocked');
    else if (used.seatIds.has(seat.id) || seen.has(seat.id)) add(field, 'is already booked');
    if (!seat) continue;
    seen.add(seat.id);
    const price = prices.find((candidate) => wanted.scale_price_id === undefined
      ? candidate.seat_category_id === seat.category_id
      : candidate.scale_price_id === wanted.scale_price_id && (candidate.seat_category_id ?? seat.category_id) === seat.category_id);
    if (!price) {
      add(`seats.${position}.scale_price_id`, 'is not a price for this seat');
      continue;
    }
    perPrice.set(price, (perPrice.get(price) ?? 0) + 1);
    const category = plan.categories?.find((candidate) => candidate.id === seat.category_id)?.title ?? price.seat_category_title ?? null;
    seats.push({ seat_id: seat.id, scale_price_id: price.scale_price_id ?? null, title: seat.title, category, price_title: price.title ?? null });
  }
  // The same price title in two categories ('Erwachsene' in I and II) reads apart as the shop's cart shows it.
  const titled = (price: EventPrice): EventPrice => (price.seat_category_title ? { ...price, title: joinLocalized(price.title ?? {}, price.seat_category_title) } : price);
  return { lines: [...perPrice].map(([price, count]) => priceLine(titled(price), count, date.discount)), seats };
}

/**
 * One Event item against its date: bookable and ahead, exactly the price form the event
 * offers (quantity: one default price; quantities: its scale prices; seats: seated events),
 * within max_per_registration and the free seats. @see requirements/api.md §6.6, requirements/api.md §8.5
 */
export function checkEventItem(date: EventDateRow, input: EventAttributes, used: DateUsage, now: Date, add: Add): CheckedEvent {
  if (!date.bookable || !date.date_bookable) add('id', 'is not bookable');
  if (new Date(date.start_time).getTime() <= now.getTime()) add('id', 'is in the past');
  const prices = date.prices as unknown as EventPrice[];
  const seated = Array.isArray((date.seating as { seats?: unknown[] } | null)?.seats);
  let result: { lines: PriceLine[]; seats: BookedSeat[] } = { lines: [], seats: [] };
  if (seated && !input.seats) add('seats', 'are required for this seated event');
  else if (input.seats) {
    if (!seated) add('seats', 'this event has no seating plan');
    else result = seatLines(date, input, prices, used, add);
  } else if (input.quantities) {
    for (const [id, count] of Object.entries(input.quantities)) {
      const price = prices.find((candidate) => candidate.scale_price_id === Number(id));
      if (!price) add(`quantities.${id}`, 'is not a price of this event');
      else if (count > 0) result.lines.push(priceLine(price, count, date.discount));
    }
  } else {
    const defaults = prices.filter((price) => price.scale_price_id === undefined);
    const price = defaults[0] ?? (prices.length === 1 ? prices[0] : undefined);
    if (!price) add('quantity', 'this event has several prices: send quantities');
    else result.lines.push(priceLine(price, input.quantity ?? 0, date.discount));
  }
  const persons = input.seats?.length ?? input.quantity ?? Object.values(input.quantities ?? {}).reduce((sum, count) => sum + count, 0);
  if (persons < 1) add('quantity', 'must be at least 1');
  if (date.max_per_registration !== null && persons > date.max_per_registration) add('quantity', `must be at most ${date.max_per_registration}`);
  const free = date.seats_max - used.booked;
  if (persons > free) add('quantity', `only ${Math.max(0, free)} seats are left`);
  return { persons, ...result };
}
