import { useNavigate } from 'react-router-dom';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { useAddLines } from '../../cart/hooks/use-add-lines.ts';

/**
 * Add to cart for a tour: no hold (tours are checked when the order is placed, requirements/api.md §8.5),
 * the item goes into the stored cart, then personalisation of other items, the donation step
 * (donations.enabledFor.tours) or the cart.
 */
export function useTourAddToCart() {
  const navigate = useNavigate();
  const { add } = useAddLines();
  return (item: CartItem) => navigate(add([item], 'tours'));
}
