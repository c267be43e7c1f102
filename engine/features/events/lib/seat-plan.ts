import type { EventPrice, Seat, SeatCategory, Seating } from '../api/events.api.ts';

/** requirements/events-and-seats.md §3.4 'Seat category' in the legend: colour, title and the price range from–to in cents. */
export interface LegendCategory { id: number; title: string; description?: string | null; color: string; from?: number; to?: number }

/** The prices a seat of this category may be booked at (prices without a category fit every seat). */
export function seatPricesOf(prices: EventPrice[], categoryId: number | null): EventPrice[] {
  return prices.filter((price) => price.scale_price_id !== undefined && (price.seat_category_id ?? categoryId) === categoryId);
}

export function seatLegend(seating: Seating, prices: EventPrice[]): LegendCategory[] {
  return seating.categories.map((category: SeatCategory) => {
    const cents = seatPricesOf(prices, category.id).map((price) => price.price_cents);
    return {
      id: category.id, title: category.title, description: category.description, color: category.color_code,
      ...(cents.length ? { from: Math.min(...cents), to: Math.max(...cents) } : {}),
    };
  });
}

/** The plan's rows in order, each with its seats in order. */
export function seatRows(seating: Seating): { id: number; title: string; seats: Seat[] }[] {
  return seating.rows.map((row) => ({ ...row, seats: seating.seats.filter((seat) => seat.row_id === row.id).sort((a, b) => a.id - b.id) }))
    .filter((row) => row.seats.length > 0);
}

export type SeatState = 'free' | 'selected' | 'blocked' | 'inCart';

/**
 * requirements/events-and-seats.md §4.2 Seats: blocked seats (held or booked, requirements/api.md §6.6) cannot be chosen; seats already
 * in the cart count as taken by this visitor.
 */
export function seatState(seat: Seat, seating: Seating, selected: ReadonlySet<number>, inCart: ReadonlySet<number>): SeatState {
  if (inCart.has(seat.id)) return 'inCart';
  if (seating.blocked_seats.includes(seat.id)) return 'blocked';
  return selected.has(seat.id) ? 'selected' : 'free';
}

/** Seat ids the cart already holds for this date. */
export function cartSeatIds(items: { type: string; attributes: { seats?: { seat_id: number }[] }; cart: { date_id?: number } }[], dateId: number): Set<number> {
  return new Set(items.filter((item) => item.type === 'Event' && item.cart.date_id === dateId).flatMap((item) => (item.attributes.seats ?? []).map((seat) => seat.seat_id)));
}

/**
 * requirements/events-and-seats.md §4.2 Seats: the seats a signed-in visitor still holds (after a reload or a login) come back
 * chosen, each at its first price, up to the date's maximum; seats already in the cart do not.
 */
export function heldSeatChoice(seating: Seating, prices: EventPrice[], inCart: ReadonlySet<number>, max: number): Record<number, number> {
  const chosen: Record<number, number> = {};
  for (const seatId of seating.held_seats ?? []) {
    const seat = seating.seats.find((candidate) => candidate.id === seatId);
    const first = seat && seatPricesOf(prices, seat.category_id)[0];
    if (!first?.scale_price_id || inCart.has(seatId) || Object.keys(chosen).length >= max) continue;
    chosen[seatId] = first.scale_price_id;
  }
  return chosen;
}

/**
 * requirements/events-and-seats.md §7.2 blocked-seat auto-update: the draft choice survives a refetched plan, except seats the
 * plan now shows blocked (someone else booked or held them meanwhile).
 */
export function withoutBlocked(chosen: Record<number, number>, seating: Seating): Record<number, number> {
  const entries = Object.entries(chosen).filter(([seatId]) => !seating.blocked_seats.includes(Number(seatId)));
  return entries.length === Object.keys(chosen).length ? chosen : Object.fromEntries(entries);
}
