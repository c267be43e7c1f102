import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useSetAtom } from '../../../shared/state/jotai.ts';
import { addCartItemsAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { Merchandise } from '../api/merchandise.api.ts';
import { buildMerchandiseCartItem } from '../lib/merchandise-cart-item.ts';

/**
 * Add to cart for merchandise: no hold (stock is checked when the order is placed, server
 * stock-check.ts) and no donation step — requirements/cart.md §4.2 'Merchandise always goes straight to the cart'.
 */
export function useAddMerchandise(merchandise: Merchandise) {
  const shop = useShop();
  const navigate = useNavigate();
  const addItems = useSetAtom(addCartItemsAtom(shop.storagePrefix));
  return (quantity: number, options: number[]) => {
    addItems([buildMerchandiseCartItem({ merchandise, quantity, options, now: new Date() })]);
    navigate(paths.cart.href());
  };
}
