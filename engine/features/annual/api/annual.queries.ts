import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getAnnualOrder } from './annual.api.ts';

/** Holders change only through this screen, which invalidates after each save. */
const STALE = 60_000;

export const annualQueries = {
  all: () => ['annual'] as const,
  order: (scope: QueryScope, token: string) =>
    queryOptions({
      queryKey: [...scopeKey('annual', scope), 'order', token] as const,
      queryFn: ({ signal }) => getAnnualOrder(scope.api, scope.locale, token, signal),
      staleTime: STALE,
    }),
};
