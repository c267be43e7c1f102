/** What grouping needs of a menu item: its category, when the list call sent one. */
export interface GroupableItem {
  id: number;
  title: string;
  category?: { id: number; name: string } | null;
}

export type MenuGroupBy = 'none' | 'category' | 'categoryGroup';

/** One heading of a grouped dropdown; a null label collects the items no group claims. */
export interface MenuGroup<T> {
  label: string | null;
  /** The label is the operator's translation key (a configured category group). */
  labelIsKey: boolean;
  items: T[];
}

export interface CategoryGroupSetting { titleKey: string; categoryIds: number[] }

/**
 * menu.groupBy (requirements/frame-and-routing.md §2.2): the event and tour dropdowns under their category names, or
 * under the category groups of catalogue.filters.categoryGroups in their configured order.
 * Items keep their order inside a group; ungrouped items come last under no heading.
 */
export function groupMenuItems<T extends GroupableItem>(items: readonly T[], groupBy: MenuGroupBy, groups: readonly CategoryGroupSetting[]): MenuGroup<T>[] {
  if (groupBy === 'none' || (groupBy === 'categoryGroup' && !groups.length)) return items.length ? [{ label: null, labelIsKey: false, items: [...items] }] : [];
  const named: MenuGroup<T>[] = groupBy === 'category'
    ? [...new Set(items.map((item) => item.category?.name).filter((name): name is string => !!name))].map((name) => ({
        label: name, labelIsKey: false, items: items.filter((item) => item.category?.name === name),
      }))
    : groups.map((group) => ({
        label: group.titleKey, labelIsKey: true, items: items.filter((item) => item.category && group.categoryIds.includes(item.category.id)),
      }));
  const claimed = new Set(named.flatMap((group) => group.items));
  const rest = items.filter((item) => !claimed.has(item));
  return [...named.filter((group) => group.items.length), ...(rest.length ? [{ label: null, labelIsKey: false, items: rest }] : [])];
}
