import { describe, expect, it } from 'vitest';
import { isFewLeft, isSoldOut } from './few-left.ts';

describe('stock warnings (requirements/products-and-merchandise.md §9)', () => {
  it('warns under 10 but not at 0 or for unlimited stock', () => {
    expect(isFewLeft(9)).toBe(true);
    expect(isFewLeft(10)).toBe(false);
    expect(isFewLeft(0)).toBe(false);
    expect(isFewLeft(null)).toBe(false);
  });

  it('is sold out only at a counted 0', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(null)).toBe(false);
  });
});
