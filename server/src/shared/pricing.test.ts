import { describe, expect, it } from 'vitest';
import { wallClock } from './berlin-time';
import { applyDiscount, unitPrice } from './pricing';

describe('unit price', () => {
  const slot = wallClock('2026-07-06', 600);
  it('prefers a slot price over a day price over price_cents', () => {
    expect(unitPrice({ price_cents: 1400, discount: 0, dynamic_prices: {} }, slot)).toBe(1400);
    expect(unitPrice({ price_cents: 1400, discount: 0, dynamic_prices: { '2026-07-06': 1600 } }, slot)).toBe(1600);
    expect(unitPrice({ price_cents: 1400, discount: 0, dynamic_prices: { '2026-07-06': 1600, '2026-07-06T10:00:00+02:00': 1800, '2026-07-07': 1 } }, slot)).toBe(1800);
  });

  it('applies the discount as round(price − price × discount / 100)', () => {
    expect(applyDiscount(1999, 15)).toBe(1699);
    expect(unitPrice({ price_cents: 1000, discount: 50, dynamic_prices: {} }, slot)).toBe(500);
  });
});
