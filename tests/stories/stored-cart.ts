import type { StoredCart } from '../../engine/features/cart/lib/cart-model.ts';
import { DEFAULT_STORAGE_PREFIX } from '../../engine/features/shop/lib/storage-prefix.ts';
import type { CartItem } from '../../engine/shared/cart-line/cart-line.ts';
import { buildStoredCart } from '../mocks/fixtures/cart.ts';

const KEY = `${DEFAULT_STORAGE_PREFIX}.cart`;

/** The shop reads its cart from storage on init (requirements/cart.md §4.1), so a story's cart is written before it mounts. */
export function storeCart(items: CartItem[], extra: Partial<StoredCart> = {}): void {
  localStorage.setItem(KEY, JSON.stringify(buildStoredCart(items, extra)));
}

/** What the screens wrote, for plays that assert the resulting cart state. */
export function readCart(): StoredCart {
  return JSON.parse(localStorage.getItem(KEY) ?? '{}') as StoredCart;
}
