import { describe, expect, it } from 'vitest';
import type { Merchandise } from '../api/merchandise.api.ts';
import { buildMerchandiseCartItem, isSellable } from './merchandise-cart-item.ts';

const katalog: Merchandise = {
  id: 3, title: 'Katalog', sub_title: '240 Seiten', description: '<p>Text</p>', picture: null, price_cents: 2900, vat_pct: 19,
  tax_included: true, discount: 10, available: 120, shipped_with_merchandise_id: 1, is_shipping_article: false,
};
const now = new Date('2026-03-01T10:00:00Z');

describe('buildMerchandiseCartItem (requirements/products-and-merchandise.md §3, server goodsAttributes)', () => {
  it('sends id, quantity and the shipping article; shows the discounted unit price', () => {
    const item = buildMerchandiseCartItem({ merchandise: katalog, quantity: 2, options: [0, 1, 2], now });
    expect(item).toEqual({
      type: 'Merchandise', updated_at: '2026-03-01T10:00:00.000Z',
      attributes: { id: 3, quantity: 2, shipped_with_merchandise_id: 1 },
      cart: { name: 'Katalog', description: '240 Seiten', price_cents: 2610, tax_included: true, vats: [{ vat_pct: 19, price_cents: 833 }], available: [0, 1, 2] },
    });
  });

  it('refuses quantity 0 (requirements/products-and-merchandise.md §5)', () => {
    expect(() => buildMerchandiseCartItem({ merchandise: katalog, quantity: 0, options: [0], now })).toThrow(RangeError);
  });

  it('does not sell shipping articles on their own', () => {
    expect(isSellable(katalog)).toBe(true);
    expect(isSellable({ ...katalog, is_shipping_article: true })).toBe(false);
  });
});
