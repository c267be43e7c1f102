import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import { addCartItemsAtom, cartAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
// The one routing rule after add to cart (spec §4, cart §4.2) lives with the tickets, exported through their queries module.
import { attendeeFieldNames, donationsHrefOf, nextStepAfterAdd } from '../../tickets/api/tickets.queries.ts';
import type { TourCartItem } from '../lib/tour-cart-item.ts';

/**
 * Add to cart for a tour: no hold (tours are checked when the order is placed, ENDPOINTS.md §8.5),
 * the item goes into the stored cart, then personalisation of other items, the donation step
 * (donations.enabledFor.tours) or the cart.
 */
export function useTourAddToCart() {
  const shop = useShop();
  const navigate = useNavigate();
  const cart = useAtomValue(cartAtom(shop.storagePrefix));
  const addItems = useSetAtom(addCartItemsAtom(shop.storagePrefix));
  return (item: TourCartItem) => {
    addItems([item]);
    navigate(nextStepAfterAdd({
      items: [...cart.items, item], productType: 'tours', donationsEnabled: shop.settings.donations.enabledFor,
      skipDonation: cart.skipDonation, attendeeFields: attendeeFieldNames(shop.settings.tickets.attendeeFields),
      donationsHref: donationsHrefOf(paths), personalizationHref: paths.ticketPersonalization.href, cartHref: paths.cart.href(),
    }));
  };
}
