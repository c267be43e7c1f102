import { paths } from '../../../app/paths.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { donationsHrefOf, nextStepAfterAdd, type ProductType } from '../../../shared/cart-line/next-step.ts';
import { attendeeFields } from '../../../shared/cart-line/personalization.ts';
import { useAtomValue } from '../../../shared/state/jotai.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { cartAtom } from '../state/cart.atoms.ts';

/**
 * Where a flow goes once it has changed the cart (requirements/cart.md §4, requirements/cart.md §4.2): the one routing rule for
 * tickets, events, tours and coupons, with this shop's settings and routes. `items` is the whole
 * cart after the change.
 */
export function useNextStep() {
  const shop = useShop();
  const { skipDonation } = useAtomValue(cartAtom(shop.storagePrefix));
  return (items: CartItem[], productType: ProductType) => nextStepAfterAdd({
    items, productType, donationsEnabled: shop.settings.donations.enabledFor, skipDonation,
    attendeeFields: attendeeFields(shop.settings.tickets.attendeeFields),
    donationsHref: donationsHrefOf(paths), personalizationHref: paths.ticketPersonalization.href, cartHref: paths.cart.href(),
  });
}
