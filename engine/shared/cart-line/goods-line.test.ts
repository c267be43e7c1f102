import { describe, expect, it } from 'vitest';
import { goodsLine } from './goods-line.ts';

const now = new Date('2026-03-01T09:00:00Z');
const cart = { name: 'Katalog', price_cents: 2900, tax_included: true, vats: [], available: [1, 2] };

describe('goodsLine (requirements/cart.md §3)', () => {
  it('writes id, quantity and the postage article, stamped with now', () => {
    expect(goodsLine('Merchandise', { id: 2, quantity: 2, shippedWith: 1, now }, cart)).toEqual({
      type: 'Merchandise', updated_at: '2026-03-01T09:00:00.000Z', attributes: { id: 2, quantity: 2, shipped_with_merchandise_id: 1 }, cart,
    });
  });
  it('refuses less than one piece and fractions', () => {
    expect(() => goodsLine('Coupon', { id: 1, quantity: 0, shippedWith: null, now }, cart)).toThrow(RangeError);
    expect(() => goodsLine('Coupon', { id: 1, quantity: 1.5, shippedWith: null, now }, cart)).toThrow(RangeError);
  });
});
