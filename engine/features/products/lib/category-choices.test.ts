import { describe, expect, it } from 'vitest';
import { categoryChoices, chosenCategory } from './category-choices.ts';

const categories = [{ id: 1, name: 'Konzert' }, { id: 2, name: 'Lesung' }, { id: 3, name: 'Workshop' }];

describe('categoryChoices', () => {
  it('offers each category when no group is configured', () => {
    expect(categoryChoices(categories, []).map((choice) => choice.label)).toEqual(['Konzert', 'Lesung', 'Workshop']);
  });

  it('offers the configured groups instead', () => {
    const choices = categoryChoices(categories, [{ titleKey: 'groups.music', categoryIds: [1] }, { titleKey: 'groups.talk', categoryIds: [2, 3] }]);
    expect(choices).toEqual([
      { key: 'group-0', label: 'groups.music', labelIsKey: true, ids: [1] },
      { key: 'group-1', label: 'groups.talk', labelIsKey: true, ids: [2, 3] },
    ]);
  });
});

describe('chosenCategory', () => {
  it('finds the choice by its ids in any order', () => {
    const choices = categoryChoices(categories, [{ titleKey: 'groups.talk', categoryIds: [2, 3] }]);
    expect(chosenCategory(choices, [3, 2])?.key).toBe('group-0');
    expect(chosenCategory(choices, [1])).toBeUndefined();
    expect(chosenCategory(choices, undefined)).toBeUndefined();
  });
});
