import { storageKey } from '../../../shared/lib/storage.ts';
import { atom, atomFamily, atomWithStorage } from '../../../shared/state/jotai.ts';
import { validatedStorage } from '../../../shared/state/validated-storage.ts';
import { cartItemCount, emptyCart, isStoredCart, type StoredCart } from '../lib/cart-model.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

/** The stored cart of one shop (browser storage key `<prefix>.cart`, requirements/cart.md §3.1). */
const storedCart = atomFamily((prefix: string) =>
  atomWithStorage<StoredCart>(storageKey(prefix, 'cart'), emptyCart(), validatedStorage(isStoredCart), { getOnInit: true }),
);

/** Read the whole cart. */
export const cartAtom = atomFamily((prefix: string) => atom((get) => get(storedCart(prefix))));

/** Units in the cart, for the header button. */
export const cartCountAtom = atomFamily((prefix: string) => atom((get) => cartItemCount(get(storedCart(prefix)))));

/** Appends items (add to cart); a new item restarts the auto-clear clock through its updated_at. */
export const addCartItemsAtom = atomFamily((prefix: string) =>
  atom(null, (get, set, items: CartItem[]) => {
    const cart = get(storedCart(prefix));
    set(storedCart(prefix), { ...cart, items: [...cart.items, ...items] });
  }),
);

/** Empties the cart once an order is placed or paid (requirements/checkout-and-orders.md §4.3, settings cart.emptyBeforePayment). */
export const clearCartAtom = atomFamily((prefix: string) => atom(null, (_get, set) => set(storedCart(prefix), emptyCart())));

/** Any other change of the stored cart (coupons, donations, shipping, order params, removal, reset). */
export const updateCartAtom = atomFamily((prefix: string) =>
  atom(null, (get, set, update: (cart: StoredCart) => StoredCart) => set(storedCart(prefix), update(get(storedCart(prefix))))),
);
