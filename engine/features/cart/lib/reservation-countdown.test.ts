import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './reservation-countdown.ts';
import { couponQuantityOptions, selectOptions } from './quantity-options.ts';

describe('reservation countdown (requirements/cart.md §4.1)', () => {
  it('counts whole seconds to valid_until and stops at 0', () => {
    expect(secondsLeft('2026-01-01T10:05:00Z', new Date('2026-01-01T10:00:00.500Z'))).toBe(300);
    expect(secondsLeft('2026-01-01T10:05:00Z', new Date('2026-01-01T10:06:00Z'))).toBe(0);
  });
  it('shows mm:ss', () => {
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('quantity options (requirements/cart.md §5.1, requirements/cart.md §9)', () => {
  it('offers only the available values, keeping the current one visible', () => {
    expect(selectOptions([0, 1, 2], 2)).toEqual([0, 1, 2]);
    expect(selectOptions([0, 1], 4)).toEqual([0, 1, 4]);
  });
  it('coupon quantities run from minAvailable to maxAvailable with 0 prepended', () => {
    expect(couponQuantityOptions(1, 3)).toEqual([0, 1, 2, 3]);
  });
});
