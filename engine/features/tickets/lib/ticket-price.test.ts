import { describe, expect, it } from 'vitest';
import { applyDiscount, includedVat, unitPrice } from './ticket-price.ts';

const ticket = { price_cents: 1400, discount: 0, dynamic_prices: { '2026-07-11': 1600, '2026-07-11T14:00:00+02:00': 1800 } };

describe('requirements/cart.md §9.1 Pricing', () => {
  it('discount rounding: round(price − price × discount / 100)', () => {
    expect(applyDiscount(800, 10)).toBe(720);
    expect(applyDiscount(999, 15)).toBe(849);
    expect(applyDiscount(1000, 0)).toBe(1000);
  });
  it('dynamic price per date overrides the base price', () => {
    expect(unitPrice(ticket, '2026-07-11')).toBe(1600);
    expect(unitPrice(ticket, '2026-07-12')).toBe(1400);
  });
  it('dynamic price per datetime wins over the date, in any ISO spelling', () => {
    expect(unitPrice(ticket, '2026-07-11', '2026-07-11T12:00:00Z')).toBe(1800);
    expect(unitPrice(ticket, '2026-07-11', '2026-07-11T10:00:00+02:00')).toBe(1600);
  });
  it('applies the discount after the dynamic price', () => {
    expect(unitPrice({ ...ticket, discount: 10 }, '2026-07-11')).toBe(1440);
  });
  it('included VAT per rate', () => {
    expect(includedVat(3, 1000, 7)).toBe(196);
    expect(includedVat(2, 1400, 0)).toBe(0);
  });
});
