import type { Term } from '../api/products.api.ts';

/** One choice of the category filter: a single category or a configured group (requirements/catalogue.md §2). */
export interface CategoryChoice {
  key: string;
  /** Category name, or the translation key of a group's label. */
  label: string;
  labelIsKey: boolean;
  ids: number[];
}

export interface CategoryGroupSetting { titleKey: string; categoryIds: number[] }

/** Configured groups replace the single categories; without groups every category is a choice. */
export function categoryChoices(categories: readonly Term[], groups: readonly CategoryGroupSetting[]): CategoryChoice[] {
  if (groups.length) return groups.map((group, index) => ({ key: `group-${index}`, label: group.titleKey, labelIsKey: true, ids: [...group.categoryIds] }));
  return categories.map((category) => ({ key: String(category.id), label: category.name, labelIsKey: false, ids: [category.id] }));
}

/** The choice whose ids equal the selection (order does not matter), if any. */
export function chosenCategory(choices: readonly CategoryChoice[], selected: readonly number[] | undefined): CategoryChoice | undefined {
  if (!selected?.length) return undefined;
  const wanted = [...selected].sort((a, b) => a - b).join(',');
  return choices.find((choice) => [...choice.ids].sort((a, b) => a - b).join(',') === wanted);
}
