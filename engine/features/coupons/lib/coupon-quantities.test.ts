import { describe, expect, it } from 'vitest';
import { couponQuantityOptions } from './coupon-quantities.ts';

describe('couponQuantityOptions (requirements/products-and-merchandise.md §9)', () => {
  it('prepends 0 to minAvailable..maxAvailable', () => {
    expect(couponQuantityOptions(1, 11)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(couponQuantityOptions(2, 4)).toEqual([0, 2, 3, 4]);
  });

  it('is capped by the stock', () => {
    expect(couponQuantityOptions(1, 11, 3)).toEqual([0, 1, 2, 3]);
  });

  it('offers only 0 when booked out or when min exceeds max', () => {
    expect(couponQuantityOptions(1, 11, 0)).toEqual([0]);
    expect(couponQuantityOptions(5, 2)).toEqual([0]);
  });
});
