import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { cartAtom, updateCartAtom } from '../state/cart.atoms.ts';

/** This shop's stored cart and its one updater. */
export function useStoredCart() {
  const prefix = useShop().storagePrefix;
  return { cart: useAtomValue(cartAtom(prefix)), update: useSetAtom(updateCartAtom(prefix)) };
}
