import { describe, expect, it } from 'vitest';
import { tourBooking, type TourSelection } from './booking-model.ts';

const start = { start_time: '2026-03-10T10:00:00+01:00', participants: { min: 1, max: 25, bookable: 25 } };
const prices = [
  { scale_price_id: 1, title: 'Erwachsene', price_cents: 1200 },
  { scale_price_id: 2, title: 'Ermäßigt', price_cents: 800 },
  { price_surcharge_id: 1, title: 'Materialpauschale', price_cents: 200 },
  { price_surcharge_id: 2, title: 'Sekt', price_cents: 450, optional: true },
];
const audioGuide = { id: 7, max: 20, type: 'Audioguide' };
const selection = (overrides: Partial<TourSelection> = {}): TourSelection => ({
  languageId: 1, ageGroupId: 1, gradeId: null, quantities: {}, surcharges: {}, equipment: {}, ...overrides,
});

describe('the tour form model (requirements/tours.md §5.1 Tours, requirements/cart.md §9.1 Pricing)', () => {
  it('2 Erwachsene: the Materialpauschale follows the participants, total 28,00 €', () => {
    const booking = tourBooking({ prices, equipment: [audioGuide], start, selection: selection({ quantities: { 'scale-1': 2 } }), maxItems: 200 });
    expect(booking.participants).toBe(2);
    expect(booking.surchargeRows.map((row) => [row.id, row.quantity, row.fixed])).toEqual([[1, 2, true], [2, 0, false]]);
    expect(booking.totalCents).toBe(2800);
  });
  it('each price row offers what the others leave', () => {
    const booking = tourBooking({ prices, equipment: [], start: { ...start, participants: { min: 1, max: 25, bookable: 5 } }, selection: selection({ quantities: { 'scale-1': 3 } }), maxItems: 200 });
    expect(booking.participantRows.map((row) => row.options)).toEqual([[0, 1, 2, 3, 4, 5], [0, 1, 2]]);
  });
  it('optional surcharges and equipment are bounded by the participants and add to the total', () => {
    const booking = tourBooking({
      prices, equipment: [audioGuide], start, maxItems: 200,
      selection: selection({ quantities: { 'scale-1': 1, 'scale-2': 1 }, surcharges: { 2: 5 }, equipment: { 7: 9 } }),
    });
    expect(booking.surchargeRows[1]).toMatchObject({ quantity: 2, options: [0, 1, 2] });
    expect(booking.equipmentRows[0]).toMatchObject({ quantity: 2, options: [0, 1, 2] });
    expect(booking.totalCents).toBe(1200 + 800 + 2 * 200 + 2 * 450);
  });
  it('equipment offers only the free pieces at the start, with its state (requirements/api.md §7.4)', () => {
    const input = { prices, equipment: [audioGuide], start, maxItems: 200, fewLeftPercent: 70, selection: selection({ quantities: { 'scale-1': 5 }, equipment: { 7: 4 } }) };
    expect(tourBooking({ ...input, equipmentStock: { 7: { status: 'known', free: 3 } } }).equipmentRows[0])
      .toMatchObject({ quantity: 3, options: [0, 1, 2, 3], free: 3, state: 'fewLeft' });
    expect(tourBooking({ ...input, equipmentStock: { 7: { status: 'known', free: 0 } } }).equipmentRows[0])
      .toMatchObject({ quantity: 0, options: [0], free: 0, state: 'soldOut' });
    expect(tourBooking(input).equipmentRows[0]).toMatchObject({ quantity: 4, free: 20, state: 'free' });
  });
  it('a group price counts once, an optional group surcharge 0..1', () => {
    const group = [{ price_cents: 9000, group: true }, { price_surcharge_id: 1, title: 'Fremdsprache', price_cents: 3000, group: true, optional: true }];
    const booking = tourBooking({ prices: group, equipment: [], start: { ...start, participants: { min: 5, max: 20, bookable: 20 } }, selection: selection({ quantities: { 'price-0': 12 }, surcharges: { 1: 1 } }), maxItems: 200 });
    expect(booking.participantRows[0]!.options).toEqual([0, ...Array.from({ length: 16 }, (_, index) => index + 5)]);
    expect(booking.surchargeRows[0]!.options).toEqual([0, 1]);
    expect(booking.totalCents).toBe(12000);
  });
});
