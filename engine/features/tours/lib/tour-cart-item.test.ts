import { describe, expect, it } from 'vitest';
import type { TourPrice } from '../api/tours.api.ts';
import { tourBooking, type TourSelection } from './booking-model.ts';
import { buildTourCartItem } from './tour-cart-item.ts';

const tour = {
  id: 1, title: 'Architekturführung Kunsthalle',
  languages: [{ id: 13, name: 'Deutsch' }, { id: 14, name: 'Englisch' }], age_groups: [{ id: 24, name: 'Erwachsene' }], grades: [],
};
const start = { start_time: '2026-03-10T10:00:00+01:00', participants: { min: 1, max: 25, bookable: 25 } };
const prices: TourPrice[] = [
  { scale_price_id: 1, title: 'Erwachsene', price_cents: 1200, vat_pct: 19 },
  { scale_price_id: 2, title: 'Ermäßigt', price_cents: 800, vat_pct: 19 },
  { price_surcharge_id: 1, title: 'Materialpauschale', description: 'Pro Person', price_cents: 200, vat_pct: 19 },
  { price_surcharge_id: 2, title: 'Sekt', price_cents: 450, vat_pct: 19, optional: true },
];
const equipment = [{ id: 1, max: 20, type: { de: 'Audioguide' }, title: { de: 'Audioguide' } }];
const now = new Date('2026-03-01T09:00:00Z');

function item(selection: TourSelection, tourPrices: TourPrice[] = prices) {
  const booking = tourBooking({ prices: tourPrices, equipment, start, selection, maxItems: 200 });
  return buildTourCartItem({
    tour, startTime: start.start_time, date: '2026-03-10', selection, booking, prices: { vat_pct: 19, tax_included: true },
    language: 'de', now,
  });
}

const chosen: TourSelection = { languageId: 13, ageGroupId: 24, gradeId: null, quantities: { 'scale-1': 2 }, surcharges: {}, equipment: { 1: 1 } };

describe('requirements/cart.md §3.3 Tour cart item', () => {
  it('attributes: id, start time, language, age group, quantities per scale price, every surcharge, equipment', () => {
    expect(item(chosen).attributes).toEqual({
      id: 1, start_time: start.start_time, language_id: 13, age_group_id: 24,
      quantities: { 1: 2 }, surcharges: { 1: 2, 2: 0 }, equipment: [{ id: 1, type: 'Audioguide', quantity: 1 }],
    });
  });
  it('cart data: name, subtotal, VAT, start, names, participants, price lines and equipment; quantity 1', () => {
    expect(item(chosen).cart).toEqual({
      name: 'Architekturführung Kunsthalle', price_cents: 2800, totalCents: 2800, vats: [{ vat_pct: 19, price_cents: 447 }],
      tax_included: true, available: [1], quantity: 1, startTime: start.start_time, date: '2026-03-10',
      languageName: 'Deutsch', ageGroupName: 'Erwachsene', participantCount: 2,
      prices: {
        participants: [{ title: 'Erwachsene', description: undefined, quantity: 2, price_cents: 1200, group: false }],
        surcharges: [{ title: 'Materialpauschale', description: 'Pro Person', quantity: 2, price_cents: 200 }],
      },
      equipment: [{ title: 'Audioguide', quantity: 1 }],
    });
  });
  it('a tour without scale prices sends quantity (the participants) and leaves its price untitled, as the order does', () => {
    const group = [{ price_cents: 6000, group: true, vat_pct: 0 }];
    const built = item({ ...chosen, quantities: { 'price-0': 12 }, equipment: {} }, group);
    expect(built.attributes).toMatchObject({ quantity: 12 });
    expect(built.attributes).not.toHaveProperty('quantities');
    expect(built.attributes).not.toHaveProperty('surcharges');
    expect(built.cart).toMatchObject({ price_cents: 6000, participantCount: 12, vats: [{ vat_pct: 0, price_cents: 0 }] });
    expect(built.cart.prices).toMatchObject({ participants: [{ title: '', quantity: 12, group: true }] });
  });
});
