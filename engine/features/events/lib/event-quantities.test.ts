import { describe, expect, it } from 'vitest';
import { placeLimits, placesInCart, placesOf, priceOptions } from './event-quantities.ts';

const item = (dateId: number, attributes: Record<string, unknown>, type = 'Event') => ({ type, attributes, cart: { date_id: dateId } });

describe('requirements/events-and-seats.md §5.1 Events: places in the cart', () => {
  it('count seats, a quantity or the per-price quantities', () => {
    expect(placesOf(item(1, { seats: [{ seat_id: 1 }, { seat_id: 2 }] }))).toBe(2);
    expect(placesOf(item(1, { quantity: 3 }))).toBe(3);
    expect(placesOf(item(1, { quantities: { 1: 2, 2: 1 } }))).toBe(3);
  });
  it('only Event items of the same date count', () => {
    const items = [item(7, { quantity: 2 }), item(8, { quantity: 5 }), item(7, { quantities: { 1: 1 } }), item(7, { quantity: 4 }, 'Ticket')];
    expect(placesInCart(items, 7)).toBe(3);
  });
});

describe('requirements/events-and-seats.md §5.1 Events: the most places one booking may take', () => {
  const seats = { max: 60, available: 10, max_per_registration: 4 };
  it('is the smallest of available seats, max seats and the registration limit', () => {
    expect(placeLimits(seats, 0)).toEqual({ max: 4, remaining: 10, registrationExhausted: false });
    expect(placeLimits({ ...seats, max_per_registration: null }, 0).max).toBe(10);
    expect(placeLimits({ max: 5, available: 10 }, 0).max).toBe(5);
  });
  it('subtracts what the cart already holds for the date', () => {
    expect(placeLimits({ ...seats, max_per_registration: null }, 7)).toEqual({ max: 3, remaining: 3, registrationExhausted: false });
    expect(placeLimits(seats, 3).max).toBe(1);
  });
  it('an exhausted registration limit offers nothing', () => {
    expect(placeLimits(seats, 4)).toEqual({ max: 0, remaining: 6, registrationExhausted: true });
  });
  it('a sold-out date offers nothing', () => {
    expect(placeLimits({ max: 60, available: 0 }, 0).max).toBe(0);
    expect(placeLimits({ max: 60, available: null }, 0).max).toBe(0);
  });
});

describe('price options', () => {
  const adult = { scale_price_id: 1, price_cents: 800 };
  const reduced = { scale_price_id: 2, price_cents: 500 };
  it('offer 0..max minus the other prices', () => {
    expect(priceOptions(adult, {}, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(priceOptions(adult, { 1: 1, 2: 3 }, 4)).toEqual([0, 1]);
    expect(priceOptions(reduced, { 1: 4 }, 4)).toEqual([0]);
  });
  it('a group price offers 0 or 1; the default price has its own key', () => {
    expect(priceOptions({ ...adult, group: true }, {}, 4)).toEqual([0, 1]);
    expect(priceOptions({ price_cents: 600 }, { default: 2 }, 4)).toEqual([0, 1, 2, 3, 4]);
  });
});
