import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getCountries, getOrder } from './checkout.api.ts';

export const checkoutQueries = {
  all: () => ['checkout'] as const,
  /** Never cached as fresh: pending polls it and success must show the paid state. */
  order: (scope: QueryScope, id: string) =>
    queryOptions({
      queryKey: [...scopeKey('checkout', scope), 'order', id] as const,
      queryFn: ({ signal }) => getOrder(scope.api, scope.locale, id, signal),
      staleTime: 0,
      retry: false,
    }),
  countries: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey('checkout', scope), 'countries'] as const,
      queryFn: ({ signal }) => getCountries(scope.api, scope.locale, signal),
      staleTime: Infinity,
    }),
};
