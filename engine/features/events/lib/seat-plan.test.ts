import { describe, expect, it } from 'vitest';
import type { Seating } from '../api/events.api.ts';
import { cartSeatIds, heldSeatChoice, seatLegend, seatPricesOf, seatRows, seatState, withoutBlocked } from './seat-plan.ts';

const seat = (id: number, row: number, category: number) => ({ id, row_id: row, category_id: category, title: `Platz ${id}` });
const seating: Seating = {
  blocked_seats: [3],
  categories: [{ id: 1, title: 'Kategorie I', color_code: '#c8553d' }, { id: 2, title: 'Kategorie II', color_code: '#2f3e46' }, { id: 3, title: 'Loge', color_code: '#000' }],
  rows: [{ id: 1, title: 'Reihe A' }, { id: 2, title: 'Reihe B' }, { id: 3, title: 'Leer' }],
  seats: [seat(2, 1, 1), seat(1, 1, 1), seat(3, 2, 2), seat(4, 2, 2)],
};
const prices = [
  { scale_price_id: 1, seat_category_id: 1, title: 'Erwachsene', price_cents: 2800 }, { scale_price_id: 2, seat_category_id: 1, title: 'Ermäßigt', price_cents: 1900 },
  { scale_price_id: 3, seat_category_id: 2, title: 'Erwachsene', price_cents: 2000 },
];

describe('requirements/events-and-seats.md §2.3 Seat plan', () => {
  it('the legend shows each category with colour and price range', () => {
    expect(seatLegend(seating, prices)).toEqual([
      { id: 1, title: 'Kategorie I', description: undefined, color: '#c8553d', from: 1900, to: 2800 },
      { id: 2, title: 'Kategorie II', description: undefined, color: '#2f3e46', from: 2000, to: 2000 },
      { id: 3, title: 'Loge', description: undefined, color: '#000' },
    ]);
  });
  it('a seat is priced by the prices of its category', () => {
    expect(seatPricesOf(prices, 1).map((price) => price.scale_price_id)).toEqual([1, 2]);
    expect(seatPricesOf([...prices, { scale_price_id: 9, title: 'Alle', price_cents: 100 }], 2).map((price) => price.scale_price_id)).toEqual([3, 9]);
  });
  it('rows list their seats in order and empty rows are left out', () => {
    expect(seatRows(seating).map((row) => [row.title, row.seats.map((s) => s.id)])).toEqual([['Reihe A', [1, 2]], ['Reihe B', [3, 4]]]);
  });
  it('blocked, selected, in-cart and free seats', () => {
    const selected = new Set([4]);
    const inCart = cartSeatIds([{ type: 'Event', attributes: { seats: [{ seat_id: 2 }] }, cart: { date_id: 5 } }, { type: 'Event', attributes: { seats: [{ seat_id: 1 }] }, cart: { date_id: 6 } }], 5);
    expect(seating.seats.map((s) => seatState(s, seating, selected, inCart))).toEqual(['inCart', 'free', 'blocked', 'selected']);
  });
  it('held seats come back chosen at their first price, except those in the cart, up to the maximum (requirements/events-and-seats.md §4.2 Seats)', () => {
    const held = { ...seating, held_seats: [4, 2, 1, 99] };
    expect(heldSeatChoice(held, prices, new Set(), 5)).toEqual({ 4: 3, 2: 1, 1: 1 });
    expect(heldSeatChoice(held, prices, new Set([2]), 5)).toEqual({ 4: 3, 1: 1 });
    expect(heldSeatChoice(held, prices, new Set(), 1)).toEqual({ 4: 3 });
    expect(heldSeatChoice(seating, prices, new Set(), 5)).toEqual({});
  });
});

describe('requirements/events-and-seats.md §7.2 blocked-seat auto-update', () => {
  const plan = (blocked: number[]): Seating => ({ blocked_seats: blocked, categories: [], rows: [], seats: [] });
  it('a refetched plan keeps the chosen seats', () => {
    const chosen = { 1: 2, 4: 1 };
    expect(withoutBlocked(chosen, plan([3]))).toBe(chosen);
  });
  it('drops a chosen seat the refetched plan shows blocked', () => {
    expect(withoutBlocked({ 1: 2, 4: 1 }, plan([3, 4]))).toEqual({ 1: 2 });
  });
});
