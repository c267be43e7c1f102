import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { productQueries } from '../../products/api/products.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { MenuArea } from '../../shop/api/shop.queries.ts';
import { frameQueries } from '../api/frame.queries.ts';
import type { MenuEntry } from '../lib/menu-entries.ts';
import type { MenuGroupBy } from '../lib/menu-groups.ts';

/**
 * A dropdown's first page. Event and tour menus that are grouped (menu.groupBy) or split by category
 * (menu.multiple*MenuItems) need the items' categories and a category filter, which the products
 * feature's menu call gives; every other menu keeps the frame's plain call. Asked for only once
 * `wanted` (the dropdown: after the first paint, or when opened).
 */
export function useMenuPage(entry: MenuEntry, pageSize: number, wanted = true) {
  const scope = useQueryScope();
  const groupBy: MenuGroupBy = useShop().settings.menu.groupBy;
  const area = entry.kind as MenuArea;
  const product = area === 'events' || area === 'tours' ? area : null;
  const byProduct = product !== null && (groupBy !== 'none' || !!entry.categoryIds);
  const plain = useQuery({ ...frameQueries.menu(scope, area, pageSize), enabled: wanted && !byProduct });
  const grouped = useQuery({ ...productQueries.menu(scope, product ?? 'events', entry.categoryIds ?? [], pageSize), enabled: wanted && byProduct });
  return { area, query: byProduct ? grouped : plain, groupBy: product ? groupBy : 'none' as const };
}
