import type { CartItemDisplay, CartItemOf } from './cart-line.ts';

export interface GoodsLineInput {
  id: number;
  quantity: number;
  /** The postage article the good ships with (requirements/cart.md §2), null when it needs none. */
  shippedWith: number | null;
  now: Date;
}

/**
 * A line of a good sold by the piece (merchandise, coupons; requirements/cart.md §3 'Cart items created
 * here': attributes id, quantity, shipped_with_merchandise_id). The selects never offer less than
 * one piece (requirements/products-and-merchandise.md §5.1), so a smaller quantity is a bug and throws.
 */
export function goodsLine<T extends 'Merchandise' | 'Coupon'>(type: T, { id, quantity, shippedWith, now }: GoodsLineInput, cart: CartItemDisplay): CartItemOf<T> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`${type} quantity must be > 0 (requirements/products-and-merchandise.md §5.1)`);
  return { type, updated_at: now.toISOString(), attributes: { id, quantity, shipped_with_merchandise_id: shippedWith }, cart };
}
