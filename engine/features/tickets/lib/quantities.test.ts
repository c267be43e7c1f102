import { describe, expect, it } from 'vitest';
import { chooseQuantity, rowVisible, selectableQuantities } from './quantities.ts';

const plain = { min_persons: 0, max_persons: 20, free_timing: false, is_mantle: false, sub_tickets: {} };
const opts = { capacity: 5, maxItemsList: 200, allowSingleDeselect: false };

describe('requirements/tickets.md §5.2 Ticket selection: selectable quantities', () => {
  it('run from min_persons to the remaining capacity', () => {
    expect(selectableQuantities(plain, opts)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('are capped by max_persons and by maxItemsList', () => {
    expect(selectableQuantities({ ...plain, max_persons: 3 }, opts)).toEqual([0, 1, 2, 3]);
    expect(selectableQuantities(plain, { ...opts, capacity: 500, maxItemsList: 2 })).toEqual([0, 1, 2]);
  });
  it('mantle tickets divide the maximum by the sub-ticket need, rounded down', () => {
    const mantle = { ...plain, is_mantle: true, sub_tickets: { 21: 1, 22: 1 } };
    expect(selectableQuantities(mantle, { ...opts, capacity: 7 })).toEqual([0, 1, 2, 3]);
  });
  it('min_persons above the maximum offers only 0', () => {
    expect(selectableQuantities({ ...plain, min_persons: 10, max_persons: 25 }, opts)).toEqual([0]);
    expect(selectableQuantities({ ...plain, min_persons: 10, max_persons: 25 }, { ...opts, capacity: 11 })).toEqual([10, 11]);
  });
  it('missing capacity offers only 0 (booked out)', () => {
    expect(selectableQuantities(plain, { ...opts, capacity: undefined })).toEqual([0]);
  });
  it('free_timing tickets offer min_persons..max_persons whatever the capacity', () => {
    expect(selectableQuantities({ ...plain, free_timing: true, min_persons: 1, max_persons: 3 }, { ...opts, capacity: 0 })).toEqual([1, 2, 3]);
  });
  it('allow-single-deselect always offers 0', () => {
    expect(selectableQuantities({ ...plain, min_persons: 2 }, { ...opts, allowSingleDeselect: true })).toEqual([0, 2, 3, 4, 5]);
  });
});

describe('requirements/tickets.md §5: a row shows only with ≥ minCapacityDisplay selectable quantities', () => {
  it('counts the non-zero quantities', () => {
    expect(rowVisible([0, 1, 2], 2)).toBe(true);
    expect(rowVisible([0, 1], 2)).toBe(false);
    expect(rowVisible([0], 0)).toBe(true);
  });
});

describe('requirements/tickets.md §2.6 VIP single selection mode', () => {
  it('only one row may have a quantity', () => {
    expect(chooseQuantity({ 1: 2 }, 3, 1, true)).toEqual({ 3: 1 });
    expect(chooseQuantity({ 1: 2 }, 3, 1, false)).toEqual({ 1: 2, 3: 1 });
    expect(chooseQuantity({ 1: 2 }, 1, 0, false)).toEqual({});
  });
});
