import { describe, expect, it } from 'vitest';
import { groupMenuItems } from './menu-groups.ts';

const item = (id: number, category: [number, string] | null) => ({ id, title: `E${id}`, category: category && { id: category[0], name: category[1] } });
const items = [item(1, [1, 'Konzert']), item(2, [2, 'Lesung']), item(3, null), item(4, [1, 'Konzert']), item(5, [3, 'Workshop'])];
const shape = (groups: ReturnType<typeof groupMenuItems>) => groups.map((group) => [group.label, group.items.map((entry) => entry.id)]);

describe('groupMenuItems', () => {
  it('keeps one unlabelled group without grouping', () => {
    expect(shape(groupMenuItems(items, 'none', []))).toEqual([[null, [1, 2, 3, 4, 5]]]);
    expect(groupMenuItems([], 'none', [])).toEqual([]);
  });

  it('groups by category name in first-appearance order, uncategorised last', () => {
    expect(shape(groupMenuItems(items, 'category', []))).toEqual([['Konzert', [1, 4]], ['Lesung', [2]], ['Workshop', [5]], [null, [3]]]);
  });

  it('groups by configured category groups in their order and drops empty groups', () => {
    const groups = [{ titleKey: 'menu.talks', categoryIds: [2, 3] }, { titleKey: 'menu.film', categoryIds: [9] }, { titleKey: 'menu.music', categoryIds: [1] }];
    const result = groupMenuItems(items, 'categoryGroup', groups);
    expect(shape(result)).toEqual([['menu.talks', [2, 5]], ['menu.music', [1, 4]], [null, [3]]]);
    expect(result[0]!.labelIsKey).toBe(true);
  });

  it('falls back to no grouping when no category group is configured', () => {
    expect(shape(groupMenuItems(items, 'categoryGroup', []))).toEqual([[null, [1, 2, 3, 4, 5]]]);
  });
});
