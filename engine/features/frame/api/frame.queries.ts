import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { catalogueQueries } from '../../catalogue/api/catalogue.queries.ts';
import type { MenuArea } from '../../shop/api/shop.queries.ts';
import { getMenuPage, isFullList } from './menu.api.ts';

export const frameQueries = {
  all: () => ['frame'] as const,
  /**
   * requirements/frame-and-routing.md §2.2: a dropdown asks for its page size + 1 to learn whether there are more.
   * A museums menu that shows them all (its default) asks exactly what the museum filters and
   * lists ask: it reads their cached list instead of sending the same request twice (issue 12).
   */
  menu: (scope: QueryScope, area: MenuArea, pageSize: number) =>
    queryOptions({
      queryKey: [...scopeKey('frame', scope), 'menu', area, pageSize] as const,
      queryFn: async ({ signal, client }) => {
        if (area !== 'museums' || !isFullList(pageSize + 1)) return getMenuPage(scope.api, scope.locale, area, pageSize + 1, signal);
        const { museums, meta } = await client.fetchQuery(catalogueQueries.museums(scope));
        return { items: museums, total: meta?.total_count ?? museums.length };
      },
      staleTime: 5 * 60_000,
    }),
};
