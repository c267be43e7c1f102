import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getMerchandise, getMerchandises } from './merchandise.api.ts';

/** Stock changes with sales, but a minute-old count is fine: the order re-checks it (server stock-check.ts). */
const STALE = 60_000;

export const merchandiseQueries = {
  all: () => ['merchandise'] as const,
  list: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey('merchandise', scope), 'list'] as const,
      queryFn: ({ signal }) => getMerchandises(scope.api, scope.locale, signal),
      staleTime: STALE,
    }),
  detail: (scope: QueryScope, id: number) =>
    queryOptions({
      queryKey: [...scopeKey('merchandise', scope), 'detail', id] as const,
      queryFn: ({ signal }) => getMerchandise(scope.api, scope.locale, id, signal),
      staleTime: STALE,
    }),
};

/** The stock warning rule (requirements/products-and-merchandise.md §9 'capacity < 10'), shared with the coupons page (house-style.md §2). */
export { isFewLeft } from '../lib/few-left.ts';
