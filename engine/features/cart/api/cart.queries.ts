import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { postCart } from './cart.api.ts';

/**
 * Shipping rows depend on the items and the shipping choice only, so the key holds exactly the
 * payload that goes out (house-style.md §5: every input in the key).
 */
export const cartQueries = {
  all: () => ['cart'] as const,
  quote: (scope: QueryScope, payload: unknown) =>
    queryOptions({
      queryKey: [...scopeKey('cart', scope), 'quote', payload] as const,
      queryFn: ({ signal }) => postCart(scope.api, scope.locale, payload, signal),
      staleTime: 60_000,
    }),
};

/** The order body checkout posts (house-style.md §2: the one file of cart/ other features' api may import). */
export type { OrderPayload } from '../lib/order-payload.ts';
