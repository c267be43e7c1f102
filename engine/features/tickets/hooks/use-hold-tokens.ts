import { useAtomValue } from '../../../shared/state/jotai.ts';
import { cartAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';

/**
 * The user's hold tokens, passed as reservations[] so their own holds count as available
 * (requirements/api.md §5). Expired ones are harmless: the server no longer counts them. Sorted so the
 * query key does not change with cart order.
 */
export function useHoldTokens(): string[] {
  const cart = useAtomValue(cartAtom(useShop().storagePrefix));
  return cart.items.flatMap((item) => (item.reservation ? [item.reservation.token] : [])).sort();
}
