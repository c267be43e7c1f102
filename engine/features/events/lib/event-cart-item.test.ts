import { describe, expect, it } from 'vitest';
import type { EventDateDetail } from '../api/events.api.ts';
import { buildEventCartItem, buildSeatCartItem } from './event-cart-item.ts';

const now = new Date('2026-03-01T10:00:00Z');
const date = (prices: EventDateDetail['prices']): EventDateDetail => ({
  id: 42, event_id: 7, title: 'Abendvortrag', start_time: '2026-03-12T18:30:00+01:00', language: { id: 1, name: 'Deutsch' },
  seats: { max: 60, available: 60, max_per_registration: 4 }, vat_pct: 7, tax_included: true, seatings: [], prices,
});
const texts = { name: 'Abendvortrag', description: 'Mit der Kuratorin' };

describe('Event cart item (requirements/events-and-seats.md §3, requirements/api.md §8.5)', () => {
  it('scale prices send quantities by scale_price_id and keep their rows for the cart', () => {
    const scaled = date([{ scale_price_id: 1, title: 'Erwachsene', price_cents: 800 }, { scale_price_id: 2, title: 'Ermäßigt', price_cents: 500 }]);
    const item = buildEventCartItem(scaled, { 1: 2, 2: 0 }, texts, 4, now);
    expect(item).toEqual({
      type: 'Event', updated_at: '2026-03-01T10:00:00.000Z',
      attributes: { id: 42, quantities: { 1: 2 } },
      cart: {
        event_id: 7, date_id: 42, name: 'Abendvortrag', description: 'Mit der Kuratorin', price_cents: 1600,
        prices: [{ quantity: 2, title: 'Erwachsene', price_cents: 800, scale_price_id: 1 }],
        vats: [{ vat_pct: 7, price_cents: 105 }], tax_included: true, startTime: '2026-03-12T18:30:00+01:00', languageName: 'Deutsch', available: [1],
      },
    });
  });
  it('a single default price sends quantity, and the cart may change it up to the maximum', () => {
    const item = buildEventCartItem(date([{ price_cents: 600 }]), { default: 3 }, { name: 'Lesung' }, 4, now);
    expect(item.attributes).toEqual({ id: 42, quantity: 3 });
    expect(item.cart).toMatchObject({ price_cents: 600, available: [0, 1, 2, 3, 4], vats: [{ vat_pct: 7, price_cents: 118 }] });
    expect(item.cart.prices).toBeUndefined();
  });
  it('seats send seat_id and scale_price_id; the cart groups them by price and names the category', () => {
    const adultI = { scale_price_id: 1, seat_category_id: 1, seat_category_title: 'Kategorie I', title: 'Erwachsene', price_cents: 2800 };
    const seat = (id: number) => ({ seat_id: id, title: `Reihe A, Platz ${id}`, price: { title: 'Erwachsene', amountInCents: 2800 }, category: { title: 'Kategorie I' } });
    const item = buildSeatCartItem(date([adultI]), [{ seat: seat(1), price: adultI }, { seat: seat(2), price: adultI }], texts, now);
    expect(item.attributes).toEqual({ id: 42, seats: [{ seat_id: 1, scale_price_id: 1 }, { seat_id: 2, scale_price_id: 1 }] });
    expect(item.cart).toMatchObject({
      price_cents: 5600, available: [1], prices: [{ quantity: 2, title: 'Erwachsene – Kategorie I', price_cents: 2800, scale_price_id: 1 }],
      seats: [seat(1), seat(2)],
    });
  });
});
