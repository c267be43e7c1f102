import type { StoredCart } from '../../engine/features/cart/lib/cart-model.ts';
import type { CartItem } from '../../engine/shared/cart-line/cart-line.ts';
import { DEFAULT_STORAGE_PREFIX } from '../../engine/features/shop/lib/storage-prefix.ts';
import { buildStoredCart } from '../../tests/mocks/fixtures/cart.ts';

/** The shop reads its cart from storage on init (spec §4.1), so a story's cart is written before it mounts. */
export function storeCart(items: CartItem[], extra: Partial<StoredCart> = {}): void {
  localStorage.setItem(`${DEFAULT_STORAGE_PREFIX}.cart`, JSON.stringify(buildStoredCart(items, extra)));
}

export function readCart(): StoredCart {
  return JSON.parse(localStorage.getItem(`${DEFAULT_STORAGE_PREFIX}.cart`) ?? '{}') as StoredCart;
}

/** Async screens of a fresh shop (bootstrap, then the route chunk) may take a moment in CI. */
export const SLOW = { timeout: 5000 };

/** museen's payment radios (schemas/examples/museen.json) on the default fixture shop. */
export const allPaymentModes = {
  checkout: {
    paymentModes: {
      ids: { creditCard: '2', collectiveInvoice: '6', wallet: '7', sepa: '8', instantTransfer: '9' },
      enabled: { creditCard: true, collectiveInvoice: true, wallet: true, sepa: true, instantTransfer: true },
    },
  },
};
