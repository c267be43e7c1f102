import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { clearedCart, dropReservation, loggedOutCart, removeItem, setQuantity } from './cart-lifecycle.ts';
import { buildStoredCart, buildTicketLine } from '../../../../tests/mocks/fixtures/cart.ts';

const now = new Date('2026-01-01T10:02:00Z');
const article: CartItem = { ...buildTicketLine({ id: 50 }), type: 'Merchandise', attributes: { id: 50, quantity: 1, is_shipping_article: true } };

describe('cart lifecycle (requirements/cart.md §4.1)', () => {
  it('setting a quantity to 0 removes the item and releases its hold', () => {
    const { cart, releases } = setQuantity(buildStoredCart([buildTicketLine({ token: 'h1' })]), 0, 0, now);
    expect(cart.items).toHaveLength(0);
    expect(releases.reservationTokens).toEqual(['h1']);
  });

  it('a quantity change updates the item and restarts its auto-clear clock', () => {
    const { cart } = setQuantity(buildStoredCart([buildTicketLine({ quantity: 2 })]), 0, 3, now);
    expect(cart.items[0]!.attributes.quantity).toBe(3);
    expect(cart.items[0]!.updated_at).toBe(now.toISOString());
  });

  it('removing an item deletes its shipping article when no other item shares shipped_with_merchandise_id', () => {
    const shared = buildStoredCart([buildTicketLine({ id: 1, merchandise: 50 }), buildTicketLine({ id: 2, merchandise: 50 }), article]);
    expect(removeItem(shared, 0).cart.items.map((item) => item.attributes.id)).toEqual([2, 50]);
    const alone = buildStoredCart([buildTicketLine({ id: 1, merchandise: 50 }), buildTicketLine({ id: 2 }), article]);
    expect(removeItem(alone, 0).cart.items.map((item) => item.attributes.id)).toEqual([2]);
  });

  it('removing an item deletes its coupon', () => {
    const freed = { ...buildTicketLine({ id: 1 }), cart: { ...buildTicketLine().cart, coupon_code: 'V1' } };
    const cart = buildStoredCart([freed, buildTicketLine({ id: 2 })], { coupons: [{ code: 'V1', is_valid: true, value_cents: 0, is_voucher_for: 1 }, { code: 'X', is_valid: true, value_cents: 500, is_voucher_for: null }] });
    expect(removeItem(cart, 0).cart.coupons.map((coupon) => coupon.code)).toEqual(['X']);
  });

  it('only voucher coupons left and no items → everything is cleared', () => {
    const cart = buildStoredCart([buildTicketLine({ id: 2 })], { coupons: [{ code: 'V9', is_valid: true, value_cents: 0, is_voucher_for: 9 }], donations: [{ value: 100, campaign_id: 2 }] });
    const next = removeItem(cart, 0).cart;
    expect(next.coupons).toEqual([]);
    expect(next.donations).toEqual([]);
  });

  it('event seats are released with the item', () => {
    const event: CartItem = { ...buildTicketLine(), type: 'Event', attributes: { id: 4, seats: [{ seat_id: 7, scale_price_id: 1 }] }, cart: { ...buildTicketLine().cart, event_id: 4, date_id: 11 } };
    expect(removeItem(buildStoredCart([event]), 0).releases.seats).toEqual([{ id: 4, date_id: 11, seat_id: 7 }]);
  });

  it('at expiry the reservation is dropped from the item', () => {
    const item = dropReservation(buildTicketLine({ token: 'h1' }));
    expect(item.reservation).toBeUndefined();
    expect(item.attributes.reservations).toEqual([]);
  });

  it('auto-clear empties the cart and resets the skip-donation flag', () => {
    const cleared = clearedCart(buildStoredCart([buildTicketLine()], { skipDonation: true }));
    expect(cleared.items).toEqual([]);
    expect(cleared.skipDonation).toBe(false);
  });

  it('logout clears the cart and resets orderParams to the default payment mode', () => {
    expect(loggedOutCart('2').orderParams).toEqual({ customerComment: '', reference: '', paymentModeId: '2' });
  });
});
