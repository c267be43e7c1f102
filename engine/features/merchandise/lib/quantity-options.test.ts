import { describe, expect, it } from 'vitest';
import { merchandiseQuantityOptions } from './quantity-options.ts';

describe('merchandiseQuantityOptions (requirements/products-and-merchandise.md §5)', () => {
  it('runs 0..maxQuantity', () => {
    expect(merchandiseQuantityOptions(3, null)).toEqual([0, 1, 2, 3]);
  });

  it('never offers more than 10, whatever the setting says', () => {
    expect(merchandiseQuantityOptions(25, null)).toHaveLength(11);
  });

  it('is capped by the stock', () => {
    expect(merchandiseQuantityOptions(10, 2)).toEqual([0, 1, 2]);
  });

  it('offers only 0 when sold out or misconfigured', () => {
    expect(merchandiseQuantityOptions(10, 0)).toEqual([0]);
    expect(merchandiseQuantityOptions(-1, null)).toEqual([0]);
  });
});
