import { describe, expect, it } from 'vitest';
import { itemsForStep, parseItemIndex } from './personalization-items.ts';

const pending = [{ index: 0 }, { index: 2 }];

describe('requirements/tickets.md §2.7 personalization honours itemIndex', () => {
  it('personalises only the cart item at itemIndex when it needs personalisation', () => {
    expect(itemsForStep(pending, 2)).toEqual([{ index: 2 }]);
  });

  it('shows every pending item without itemIndex or when that item needs nothing', () => {
    expect(itemsForStep(pending, null)).toEqual(pending);
    expect(itemsForStep(pending, 1)).toEqual(pending);
  });

  it('reads itemIndex as a non-negative integer only', () => {
    expect(parseItemIndex('3')).toBe(3);
    expect(parseItemIndex('-1')).toBeNull();
    expect(parseItemIndex('x')).toBeNull();
    expect(parseItemIndex(null)).toBeNull();
  });
});
