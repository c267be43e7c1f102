import { describe, expect, it } from 'vitest';
import { stepQuantity } from './quantity-step.ts';

describe('stepQuantity', () => {
  it('steps to the neighbouring allowed value across gaps', () => {
    expect(stepQuantity([0, 2, 4, 6], 2, 1)).toBe(4);
    expect(stepQuantity([0, 2, 4, 6], 2, -1)).toBe(0);
  });

  it('has no step beyond either end of the range', () => {
    expect(stepQuantity([0, 1, 2], 2, 1)).toBeNull();
    expect(stepQuantity([0, 1, 2], 0, -1)).toBeNull();
  });

  it('steps from a value the list no longer holds to the nearest allowed one', () => {
    expect(stepQuantity([0, 1, 2], 5, -1)).toBe(2);
    expect(stepQuantity([3, 4], 0, 1)).toBe(3);
  });
});
