import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import type { MenuArea } from '../../shop/api/shop.queries.ts';
import { getMenuPage } from './menu.api.ts';

export const frameQueries = {
  all: () => ['frame'] as const,
  /** requirements/frame-and-routing.md §2.2: a dropdown asks for its page size + 1 to learn whether there are more. */
  menu: (scope: QueryScope, area: MenuArea, pageSize: number) =>
    queryOptions({
      queryKey: [...scopeKey('frame', scope), 'menu', area, pageSize] as const,
      queryFn: ({ signal }) => getMenuPage(scope.api, scope.locale, area, pageSize + 1, signal),
      staleTime: 5 * 60_000,
    }),
};
