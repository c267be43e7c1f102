import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { frameQueries } from '../api/frame.queries.ts';
import { menuEntries } from '../lib/menu-entries.ts';

/** Menu entries of the shop; the museum dropdown's own query tells whether there is a museum group. */
export function useMenuEntries() {
  const shop = useShop();
  const scope = useQueryScope();
  const museums = useQuery({ ...frameQueries.menu(scope, 'museums', shop.pageSizes.museums), enabled: shop.menuItems.museums });
  return menuEntries(shop, museums.data?.total);
}
