import type { EventPrice, EventSeats } from '../api/events.api.ts';

/** What this feature reads of any stored cart item (the cart's CartItem is structurally wider). */
export interface CartItemLike {
  type: string;
  attributes: { quantity?: number; quantities?: Record<string, number>; seats?: unknown[] };
  cart: { date_id?: number };
}

/** Places an Event item takes: its seats, its quantity or the sum of its per-price quantities. */
export function placesOf(item: CartItemLike): number {
  const { seats, quantity, quantities } = item.attributes;
  if (seats) return seats.length;
  if (quantity !== undefined) return quantity;
  return Object.values(quantities ?? {}).reduce((sum, count) => sum + count, 0);
}

/** requirements/events-and-seats.md §5.1 Events: places already in the cart for the same date. */
export function placesInCart(items: CartItemLike[], dateId: number): number {
  return items.filter((item) => item.type === 'Event' && item.cart.date_id === dateId).reduce((sum, item) => sum + placesOf(item), 0);
}

export interface PlaceLimits {
  /** The most places one more booking may take. */
  max: number;
  /** Remaining places = available seats minus the cart's places for this date. */
  remaining: number;
  /** max_per_registration is used up by the cart: no prices are offered. */
  registrationExhausted: boolean;
}

/**
 * requirements/events-and-seats.md §5.1 Events: max = min(seats.available, seats.max, remaining allowed per registration when
 * max_per_registration is set), each after what the cart already holds for this date.
 */
export function placeLimits(seats: EventSeats, inCart: number): PlaceLimits {
  const remaining = Math.max(0, (seats.available ?? 0) - inCart);
  const perRegistration = seats.max_per_registration;
  const registrationLeft = perRegistration == null ? Infinity : Math.max(0, perRegistration - inCart);
  const max = Math.max(0, Math.min(remaining, seats.max - inCart, registrationLeft));
  return { max, remaining, registrationExhausted: perRegistration != null && registrationLeft === 0 };
}

/** The identity of a price row: its scale_price_id, or 'default' for the one default price. */
export const priceKey = (price: EventPrice) => (price.scale_price_id === undefined ? 'default' : String(price.scale_price_id));

/** Chosen quantity per price key. */
export type PriceSelection = Record<string, number>;

export const selectedPlaces = (selection: PriceSelection) => Object.values(selection).reduce((sum, count) => sum + count, 0);

/**
 * Options of one price's select: 0..(max minus what the other prices took); a group price is one
 * price for the whole group, so it offers 0 or 1 (requirements/cart.md §9.1 'group prices count once').
 */
export function priceOptions(price: EventPrice, selection: PriceSelection, max: number): number[] {
  const key = priceKey(price);
  const others = selectedPlaces(selection) - (selection[key] ?? 0);
  const top = Math.max(0, Math.min(price.group ? 1 : Infinity, max - others));
  return Array.from({ length: top + 1 }, (_, count) => count);
}
