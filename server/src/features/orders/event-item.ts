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
export interface BookedSeat { seat_id: number; scale_price_id: number | null; title: Localized }
export interface CheckedEvent { persons: number; lines: PriceLine[]; seats: BookedSeat[] }

type Add = (field: string, message: string) => void;

/** Seats by price: each seat priced by its scale price, or the price of its seat category. */
function seatLines(date: EventDateRow, input: EventAttributes, prices: EventPrice[], used: DateUsage, add: Add): { lines: PriceLine[]; seats: BookedSeat[] } {
  const plan = (date.seating ?? {}) as { seats?: Seat[]; blocked_seats?: number[] };
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
    seats.push({ seat_id: seat.id, scale_price_id: price.scale_price_id ?? null, title: seat.title });
  }
  return { lines: [...perPrice].map(([price, count]) => priceLine(price, count, date.discount)), seats };
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
