import { DEFAULT_STORAGE_PREFIX } from '../../engine/features/shop/lib/storage-prefix.ts';
import { emptyCart, type StoredCart } from '../../engine/features/cart/lib/cart-model.ts';
import { type CartItem } from '../../engine/shared/cart-line/cart-line.ts';

const KEY = `${DEFAULT_STORAGE_PREFIX}.cart`;

/** Puts a cart in browser storage before the shop mounts (the shop reads it on init). */
export function storeCart(items: CartItem[]): void {
  localStorage.setItem(KEY, JSON.stringify({ ...emptyCart(), items }));
}

/** What add to cart wrote, for plays that assert the resulting cart state. */
export function readCart(): StoredCart | null {
  const raw = localStorage.getItem(KEY);
  return raw ? (JSON.parse(raw) as StoredCart) : null;
}
