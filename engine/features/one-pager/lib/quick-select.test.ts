import { describe, expect, it } from 'vitest';
import { quickSelectOptions } from './quick-select.ts';

describe('quickSelectOptions', () => {
  it('offers 1..n of the configured count', () => {
    expect(quickSelectOptions(3, [0, 1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
  });
  it('caps the count at 4 (requirements/one-pager.md §9) and treats 0 as select only', () => {
    expect(quickSelectOptions(9, [0, 1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
    expect(quickSelectOptions(0, [0, 1, 2])).toEqual([]);
  });
  it('keeps only quantities the select offers', () => {
    expect(quickSelectOptions(4, [0, 2, 3])).toEqual([2, 3]);
    expect(quickSelectOptions(4, [0])).toEqual([]);
  });
});
