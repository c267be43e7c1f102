import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getCoupons } from './coupons.api.ts';

/** Stock changes with sales, but the order re-checks it (server stock-check.ts). */
const STALE = 60_000;

export const couponQueries = {
  all: () => ['coupons'] as const,
  list: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey('coupons', scope), 'list'] as const,
      queryFn: ({ signal }) => getCoupons(scope.api, scope.locale, signal),
      staleTime: STALE,
    }),
};
