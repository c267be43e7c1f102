import { describe, expect, it } from 'vitest';
import type { ListedProduct } from '../api/products.api.ts';
import { groupByCategory, nextDateOf, sortByNextDate } from './product-order.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const product = (id: number, category: string | null, times: string[] = []): ListedProduct => ({
  id, title: `P${id}`, category: category ? { id: category.length, name: category } : null, upcoming_bookings_start_times: times,
});

describe('groupByCategory', () => {
  it('keeps first-appearance order and puts uncategorised products last', () => {
    const groups = groupByCategory([product(1, 'Lesung'), product(2, null), product(3, 'Konzert'), product(4, 'Lesung')]);
    expect(groups.map((group) => [group.category, group.products.map((p) => p.id)])).toEqual([['Lesung', [1, 4]], ['Konzert', [3]], [null, [2]]]);
  });
});

describe('sortByNextDate', () => {
  it('puts the soonest next booking first and unknown dates last in server order', () => {
    const sorted = sortByNextDate([product(1, null), product(2, null, ['2026-12-01T10:00:00Z']), product(3, null), product(4, null, ['2026-11-25T10:00:00Z', '2026-12-24T10:00:00Z'])], NOW);
    expect(sorted.map((p) => p.id)).toEqual([4, 2, 1, 3]);
  });

  it('ignores past start times', () => {
    expect(nextDateOf(product(1, null, ['2026-11-01T10:00:00Z', '2026-11-30T10:00:00Z']), NOW)).toBe(Date.parse('2026-11-30T10:00:00Z'));
    expect(nextDateOf(product(1, null, ['2026-11-01T10:00:00Z']), NOW)).toBeUndefined();
  });
});
