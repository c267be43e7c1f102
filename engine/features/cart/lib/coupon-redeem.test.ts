import { describe, expect, it } from 'vitest';
import { couponCodeProblem, redeemCoupon, requestProblem, saleProblem, type CouponSale } from './coupon-redeem.ts';
import { buildStoredCart, buildTicketLine } from '../../../../tests/mocks/fixtures/cart.ts';

const sale = (overrides: Partial<CouponSale> = {}): CouponSale => ({ code: 'GIFT', is_valid: true, value_cents: 1000, value: 10, is_voucher_for: null, ...overrides });
const context = { now: new Date('2026-01-01T10:00:00Z'), tomorrowStart: '2026-01-02T00:00:00+01:00', annualName: 'Annual' };

describe('coupon entry (requirements/cart.md §5.1)', () => {
  it('an empty code is the empty outcome', () => expect(couponCodeProblem('  ', buildStoredCart([]))).toBe('empty'));
  it('the same code is not added twice', () => {
    expect(couponCodeProblem('gift', buildStoredCart([], { coupons: [{ code: 'GIFT', is_valid: true, value_cents: 1, is_voucher_for: null }] }))).toBe('duplicate');
  });
  it('is_valid false → notValid', () => expect(saleProblem(sale({ is_valid: false }))).toBe('notValid'));
  it('value 0 → empty', () => expect(saleProblem(sale({ value: 0, value_cents: 0 }))).toBe('empty'));
  it('a ticket voucher is empty once used (value 0), redeemable while its value is 1', () => {
    expect(saleProblem(sale({ is_voucher_for: 4, value_cents: 0, value: 0 }))).toBe('empty');
    expect(saleProblem(sale({ is_voucher_for: 4, value_cents: 0, value: 1 }))).toBeNull();
  });
  it('HTTP 429 → rateLimit, other failures → error', () => {
    expect(requestProblem(429)).toBe('rateLimit');
    expect(requestProblem(500)).toBe('error');
    expect(requestProblem(undefined)).toBe('error');
  });
  it('an unknown (mistyped) code, answered 404, → notValid', () => expect(requestProblem(404)).toBe('notValid'));

  it('a value coupon is stored with its code', () => {
    expect(redeemCoupon(buildStoredCart([]), sale(), context).coupons.map((coupon) => coupon.code)).toEqual(['GIFT']);
  });

  it('a ticket voucher makes one matching ticket free, splitting quantity', () => {
    const cart = redeemCoupon(buildStoredCart([buildTicketLine({ id: 5, quantity: 3, price: 1400 })]), sale({ code: 'V', is_voucher_for: 5, value_cents: 0 }), context);
    expect(cart.items.map((item) => [item.attributes.quantity, item.cart.price_cents, item.cart.coupon_code])).toEqual([[2, 1400, undefined], [1, 0, 'V']]);
  });

  it('a ticket voucher frees a single ticket in place', () => {
    const cart = redeemCoupon(buildStoredCart([buildTicketLine({ id: 5, quantity: 1 })]), sale({ code: 'V', is_voucher_for: 5 }), context);
    expect(cart.items.map((item) => [item.cart.price_cents, item.cart.coupon_code])).toEqual([[0, 'V']]);
  });

  it('no matching ticket → a free Annual ticket from tomorrow', () => {
    const [annual] = redeemCoupon(buildStoredCart([]), sale({ code: 'V', is_voucher_for: 9 }), context).items;
    expect(annual).toMatchObject({ type: 'Ticket', attributes: { id: 9, quantity: 1, time: context.tomorrowStart }, cart: { type: 'Annual', price_cents: 0, meta: { validFrom: context.tomorrowStart } } });
  });
});
