import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import type { ProductType } from '../../../shared/cart-line/next-step.ts';
import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { addCartItemsAtom, cartAtom } from '../state/cart.atoms.ts';
import { useNextStep } from './use-next-step.ts';

/**
 * Add to cart for the product flows: `add` appends the lines (a new line restarts the auto-clear
 * clock, requirements/cart.md §4.1) and returns where the flow goes next (requirements/cart.md §4, requirements/cart.md §4.2); `items` is the
 * cart before, for limits that count what it already holds.
 */
export function useAddLines() {
  const prefix = useShop().storagePrefix;
  const cart = useAtomValue(cartAtom(prefix));
  const addItems = useSetAtom(addCartItemsAtom(prefix));
  const nextStep = useNextStep();
  return {
    items: cart.items,
    add: (lines: CartItem[], productType: ProductType): string => {
      addItems(lines);
      return nextStep([...cart.items, ...lines], productType);
    },
  };
}
