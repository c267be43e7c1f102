import { describe, expect, it } from 'vitest';
import type { Coupon } from '../api/coupons.api.ts';
import { buildCouponCartItem, plainText } from './coupon-cart-item.ts';

const value25: Coupon = {
  id: 1, kind: 'value', title: 'Wertgutschein 25 €', description: '<p>Einlösbar für Tickets &amp; Shop.</p>', price_cents: 2500, value_cents: 2500,
  ticket_id: null, available: null, booked_out: false, content: {}, shipped_with_merchandise_id: null,
};
const now = new Date('2026-03-01T10:00:00Z');

describe('buildCouponCartItem (requirements/products-and-merchandise.md §3, server goodsAttributes)', () => {
  it('sends id, quantity and the shipping article; keeps value_cents for the cart', () => {
    expect(buildCouponCartItem({ coupon: value25, quantity: 2, options: [0, 1, 2], now })).toEqual({
      type: 'Coupon', updated_at: '2026-03-01T10:00:00.000Z',
      attributes: { id: 1, quantity: 2, shipped_with_merchandise_id: null },
      cart: {
        name: 'Wertgutschein 25 €', description: 'Einlösbar für Tickets & Shop.', price_cents: 2500, value_cents: 2500,
        tax_included: true, vats: [{ vat_pct: 0, price_cents: 0 }], available: [0, 1, 2],
      },
    });
  });

  it('gives ticket coupons no value and keeps their shipping article', () => {
    const item = buildCouponCartItem({ coupon: { ...value25, kind: 'ticket', value_cents: null, ticket_id: 4, shipped_with_merchandise_id: 9 }, quantity: 1, options: [0, 1], now });
    expect(item.cart).not.toHaveProperty('value_cents');
    expect(item.attributes.shipped_with_merchandise_id).toBe(9);
  });

  it('refuses quantity 0', () => {
    expect(() => buildCouponCartItem({ coupon: value25, quantity: 0, options: [0], now })).toThrow(RangeError);
  });

  it('turns HTML into one line of text', () => {
    expect(plainText('<p>Eine</p>\n<p>Karte &lt;3</p>')).toBe('Eine Karte <3');
    expect(plainText(null)).toBe('');
  });
});
