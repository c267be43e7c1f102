import { describe, expect, it } from 'vitest';
import { discountedUnit, merchandiseAmounts, vatOf } from './merchandise-amounts.ts';

const article = { price_cents: 2900, discount: 0, vat_pct: 19, tax_included: true };

describe('merchandise amounts (requirements/products-and-merchandise.md §9)', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(merchandiseAmounts(article, 2)).toEqual({ unitCents: 2900, discountedUnitCents: 2900, lineCents: 5800, totalCents: 5800, vatCents: 926 });
  });

  it('rounds the discount per unit, like the server', () => {
    expect(discountedUnit(999, 15)).toBe(849);
    const amounts = merchandiseAmounts({ ...article, price_cents: 999, discount: 15 }, 3);
    expect(amounts.lineCents).toBe(2997);
    expect(amounts.totalCents).toBe(2547);
  });

  it('computes included and added VAT', () => {
    expect(vatOf(1190, 19, true)).toBe(190);
    expect(vatOf(1000, 19, false)).toBe(190);
    expect(vatOf(1000, 0, true)).toBe(0);
  });

  it('is zero for quantity 0', () => {
    expect(merchandiseAmounts(article, 0).totalCents).toBe(0);
  });
});
