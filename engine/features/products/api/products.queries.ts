import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getDates, getProductMenu, getProducts, getTerms, type DatesParams, type ProductKind, type ProductListParams } from './products.api.ts';

const STALE = 5 * 60_000;
/** Seat counts of the date list change with every sale elsewhere. */
const AVAILABILITY_STALE = 30_000;

export const productQueries = {
  all: () => ['products'] as const,
  list: (scope: QueryScope, kind: ProductKind, params: ProductListParams = {}) =>
    queryOptions({
      queryKey: [...scopeKey('products', scope), kind, 'list', params] as const,
      queryFn: ({ signal }) => getProducts(scope.api, scope.locale, kind, params, signal),
      staleTime: STALE,
    }),
  terms: (scope: QueryScope, kind: ProductKind, vocabulary: 'categories' | 'languages') =>
    queryOptions({
      queryKey: [...scopeKey('products', scope), kind, vocabulary] as const,
      queryFn: ({ signal }) => getTerms(scope.api, scope.locale, kind, vocabulary, signal),
      staleTime: STALE,
    }),
  /** A grouped or split menu asks for its page size + 1, like the frame's plain menus. */
  menu: (scope: QueryScope, kind: ProductKind, categoryIds: number[], pageSize: number) =>
    queryOptions({
      queryKey: [...scopeKey('products', scope), kind, 'menu', categoryIds, pageSize] as const,
      queryFn: ({ signal }) => getProductMenu(scope.api, scope.locale, kind, categoryIds, pageSize + 1, signal),
      staleTime: STALE,
    }),
  dates: (scope: QueryScope, params: DatesParams) =>
    queryOptions({
      queryKey: [...scopeKey('products', scope), 'dates', params] as const,
      queryFn: ({ signal }) => getDates(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
};

export type { ListedProduct, ProductKind } from './products.api.ts';
