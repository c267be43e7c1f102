import { describe, expect, it } from 'vitest';
import type { Coupon } from '../api/coupons.api.ts';
import { reductionReasonOf, selectedCoupons, splitByKind } from './coupon-selection.ts';

const coupon = (id: number, overrides: Partial<Coupon> = {}): Coupon => ({
  id, kind: 'value', title: `Gutschein ${id}`, description: null, price_cents: 2500, value_cents: 2500, ticket_id: null,
  available: null, booked_out: false, content: {}, shipped_with_merchandise_id: null, ...overrides,
});

describe('coupon selection (requirements/products-and-merchandise.md §5.2 Coupons)', () => {
  it('keeps the chosen coupons in list order', () => {
    const list = [coupon(1), coupon(2), coupon(3)];
    expect(selectedCoupons(list, { 3: 2, 1: 1, 2: 0 }).map(({ coupon: { id }, quantity }) => [id, quantity])).toEqual([[1, 1], [3, 2]]);
  });

  it('is empty when every quantity is 0, and ignores booked-out coupons', () => {
    expect(selectedCoupons([coupon(1)], { 1: 0 })).toEqual([]);
    expect(selectedCoupons([coupon(1, { booked_out: true, available: 0 })], { 1: 2 })).toEqual([]);
  });

  it('splits value and ticket coupons', () => {
    const split = splitByKind([coupon(1), coupon(2, { kind: 'ticket' })]);
    expect(split.value.map((c) => c.id)).toEqual([1]);
    expect(split.ticket.map((c) => c.id)).toEqual([2]);
  });

  it('reads the reduction reason only when written', () => {
    expect(reductionReasonOf(coupon(1, { content: { reduction_reason: 'Freikarte' } }))).toBe('Freikarte');
    expect(reductionReasonOf(coupon(1, { content: { reduction_reason: ' ' } }))).toBeNull();
    expect(reductionReasonOf(coupon(1, { content: null }))).toBeNull();
  });
});
