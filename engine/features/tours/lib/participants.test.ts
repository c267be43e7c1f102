import { describe, expect, it } from 'vitest';
import { participantLimits, participantTotal, priceKey, priceQuantityOptions, splitPrices } from './participants.ts';

const start = (participants: { min: number; max: number; bookable: number }) => ({ start_time: '2026-03-10T10:00:00+01:00', participants });

describe('requirements/tours.md §5.1 Tours: max participants = smaller of bookable and max, capped by the configured maximum', () => {
  it('takes bookable when it is smaller', () => {
    expect(participantLimits(start({ min: 1, max: 25, bookable: 6 }), 200)).toEqual({ min: 1, max: 6 });
  });
  it('takes max when it is smaller', () => {
    expect(participantLimits(start({ min: 10, max: 30, bookable: 40 }), 200)).toEqual({ min: 10, max: 30 });
  });
  it('is capped by the configured maximum items', () => {
    expect(participantLimits(start({ min: 1, max: 25, bookable: 25 }), 8)).toEqual({ min: 1, max: 8 });
  });
});

describe('requirements/tours.md §5.1 Tours: each participant price offers min..(max minus the others selected)', () => {
  it('offers 0 and min..max with nothing else selected', () => {
    expect(priceQuantityOptions({ min: 1, max: 4 }, 0)).toEqual([0, 1, 2, 3, 4]);
  });
  it('shrinks by what the other prices hold', () => {
    expect(priceQuantityOptions({ min: 1, max: 4 }, 3)).toEqual([0, 1]);
    expect(priceQuantityOptions({ min: 10, max: 30 }, 15)).toEqual([0, 10, 11, 12, 13, 14, 15]);
  });
  it('offers only 0 when the minimum no longer fits', () => {
    expect(priceQuantityOptions({ min: 10, max: 30 }, 25)).toEqual([0]);
  });
});

describe('requirements/api.md §7.5 price kinds', () => {
  const adults = { scale_price_id: 1, title: 'Erwachsene', price_cents: 1200 };
  const material = { price_surcharge_id: 1, title: 'Material', price_cents: 200 };
  it('separates participant prices from surcharges', () => {
    expect(splitPrices([adults, material])).toEqual({ participants: [adults], surcharges: [material] });
  });
  it('keys scale prices by id and default prices by position', () => {
    expect(priceKey(adults, 0)).toBe('scale-1');
    expect(priceKey({ price_cents: 6000, group: true }, 2)).toBe('price-2');
  });
  it('counts participants over all prices', () => {
    expect(participantTotal({ 'scale-1': 2, 'scale-2': 1 })).toBe(3);
  });
});
