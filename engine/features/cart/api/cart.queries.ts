import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { postCart } from './cart.api.ts';

/**
 * Shipping rows depend on the items and the shipping choice only, so the key holds exactly the
 * payload that goes out (house style §5: every input in the key).
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

/** What checkout and payment read of the cart: the one file of cart/ they may import (house style §2). */
export type { CartItem, CartCoupon, CartDonation, StoredCart, ShippingItem } from '../lib/cart-model.ts';
export type { CartTotals } from '../lib/cart-totals.ts';
export { cartTotals } from '../lib/cart-totals.ts';
export { applyShippingModes, isShippingDeclined } from '../lib/shipping-modes.ts';
export type { OrderPayload } from '../lib/order-payload.ts';
export { buildOrderPayload } from '../lib/order-payload.ts';
export { useCheckoutCart } from '../hooks/use-checkout-cart.ts';
export { useStoredCart } from '../hooks/use-stored-cart.ts';
export { emptyCart } from '../lib/cart-model.ts';
