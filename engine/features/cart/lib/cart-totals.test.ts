import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { cartTotals, DONATION_FLAT_CENTS } from './cart-totals.ts';
import { couponDebits } from './coupon-debits.ts';
import { discountedPrice, lineTotal } from './line-total.ts';
import { buildStoredCart, buildTicketLine } from '../../../../tests/mocks/fixtures/cart.ts';
import { includedVat, spreadDebit, vatLines } from './vat.ts';

const coupon = (code: string, value_cents: number, is_voucher_for: number | null = null) => ({ code, is_valid: true, value_cents, is_voucher_for });

describe('money rules (requirements/cart.md §9)', () => {
  it('subtotal is the sum of quantity × price_cents', () => {
    const totals = cartTotals(buildStoredCart([buildTicketLine({ quantity: 2, price: 1400 }), buildTicketLine({ quantity: 3, price: 500 })]), { couponsAllowed: false });
    expect(totals.itemsCents).toBe(4300);
    expect(totals.subTotalCents).toBe(4300);
  });

  it('event price rows count once each (group prices once)', () => {
    const event: CartItem = { ...buildTicketLine({ quantity: 5 }), type: 'Event', cart: { ...buildTicketLine().cart, price_cents: 0, prices: [{ quantity: 2, title: 'Erwachsene', price_cents: 1000 }, { quantity: 1, title: 'Gruppe', price_cents: 600 }] } };
    expect(lineTotal(event)).toBe(2600);
  });

  it('a tour bills one booking, or its precomputed totalCents', () => {
    const tour: CartItem = { ...buildTicketLine({ quantity: 12, price: 9000 }), type: 'Tour' };
    expect(lineTotal(tour)).toBe(9000);
    expect(lineTotal({ ...tour, cart: { ...tour.cart, totalCents: 12_500 } })).toBe(12_500);
  });

  it('non-voucher coupon values are subtracted when coupons are allowed, floored at 0', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 1, price: 1000 })], { coupons: [coupon('A', 700), coupon('B', 700)] });
    expect(cartTotals(cart, { couponsAllowed: true }).subTotalCents).toBe(0);
    expect(cartTotals(cart, { couponsAllowed: false }).subTotalCents).toBe(1000);
  });

  it('ticket vouchers are not subtracted as money', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 1, price: 1000 })], { coupons: [coupon('V', 1000, 1)] });
    expect(cartTotals(cart, { couponsAllowed: true }).subTotalCents).toBe(1000);
  });

  it('voucher debit = min(remaining, value)', () => {
    expect(couponDebits(1000, [coupon('A', 700), coupon('B', 700), coupon('C', 50)])).toEqual([
      { code: 'A', debit_cents: 700 }, { code: 'B', debit_cents: 300 }, { code: 'C', debit_cents: 0 },
    ]);
  });

  it('donations are added to the subtotal', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 1, price: 1000 })], { donations: [{ value: 500, campaign_id: 2 }] });
    expect(cartTotals(cart, { couponsAllowed: false }).subTotalCents).toBe(1500);
  });

  it('the subtotal without shipping adds a flat 100 when donations exist', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 1, price: 1000 })], { donations: [{ value: 500, campaign_id: 2 }], shippingItems: [{ title: 'Post', price_cents: 300 }] });
    const totals = cartTotals(cart, { couponsAllowed: false });
    expect(totals.subTotalCentsWithoutShipping).toBe(1500 + DONATION_FLAT_CENTS);
    expect(totals.subTotalCents).toBe(1800);
    expect(cartTotals(buildStoredCart([buildTicketLine({ quantity: 1, price: 1000 })]), { couponsAllowed: false }).subTotalCentsWithoutShipping).toBe(1000);
  });

  it('shipping items are added to the subtotal', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 1, price: 1000 })], { shippingItems: [{ title: 'Post', price_cents: 450, vat_pct: 19 }] });
    const totals = cartTotals(cart, { couponsAllowed: false });
    expect(totals.subTotalCents).toBe(1450);
    expect(totals.shippingVats).toEqual([{ vat_pct: 19, price_cents: 72 }]);
  });

  it('included VAT = round(amount × pct / (100 + pct))', () => {
    expect(includedVat(1400, 7)).toBe(92);
    expect(includedVat(1190, 19)).toBe(190);
    expect(includedVat(1000, 0)).toBe(0);
  });

  it('VAT lines are grouped by vat_pct', () => {
    expect(vatLines([{ vat_pct: 7, amount_cents: 1070 }, { vat_pct: 19, amount_cents: 1190 }, { vat_pct: 7, amount_cents: 1070 }]))
      .toEqual([{ vat_pct: 7, price_cents: 140 }, { vat_pct: 19, price_cents: 190 }]);
  });

  it('merchandise discount: price = round(price − price × discount / 100)', () => {
    expect(discountedPrice(999, 15)).toBe(849);
    expect(discountedPrice(1000, 0)).toBe(1000);
  });

  it('with a value coupon, VAT is on what is paid, not on the line totals', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 1, price: 1070, vat: 7 })], { coupons: [coupon('A', 535)] });
    expect(cartTotals(cart, { couponsAllowed: true }).vats).toEqual([{ vat_pct: 7, price_cents: 35 }]);
    expect(cartTotals(cart, { couponsAllowed: false }).vats).toEqual([{ vat_pct: 7, price_cents: 70 }]);
  });

  it('a coupon is spread over the VAT rates in proportion to their gross share', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 1, price: 3000, vat: 7 }), buildTicketLine({ quantity: 1, price: 1000, vat: 19 })], { coupons: [coupon('A', 2000)] });
    // 1500 paid at 7 %, 500 at 19 %
    expect(cartTotals(cart, { couponsAllowed: true }).vats).toEqual([{ vat_pct: 7, price_cents: 98 }, { vat_pct: 19, price_cents: 80 }]);
  });

  it('a coupon that covers the whole cart leaves no VAT', () => {
    const cart = buildStoredCart([buildTicketLine({ quantity: 2, price: 1400, vat: 7 })], { coupons: [coupon('A', 5000)] });
    expect(cartTotals(cart, { couponsAllowed: true }).vats).toEqual([{ vat_pct: 7, price_cents: 0 }]);
  });

  it('spread shares add up to the debit exactly', () => {
    const shares = spreadDebit([{ vat_pct: 7, amount_cents: 333 }, { vat_pct: 19, amount_cents: 333 }, { vat_pct: 0, amount_cents: 334 }], 100);
    expect(shares.reduce((sum, rate) => sum + rate.amount_cents, 0)).toBe(900);
    expect(shares.map((rate) => rate.amount_cents)).toEqual([300, 300, 300]);
  });
});
