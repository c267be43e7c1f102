import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import { addCartItemsAtom, cartAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
// The one routing rule after add to cart (spec §4, cart §4.2) lives with the tickets, exported through their queries module.
import { attendeeFieldNames, donationsHrefOf, nextStepAfterAdd } from '../../tickets/api/tickets.queries.ts';
import type { Coupon } from '../api/coupons.api.ts';
import { buildCouponCartItem } from '../lib/coupon-cart-item.ts';
import type { SelectedCoupon } from '../lib/coupon-selection.ts';

/**
 * Add to cart for coupons: no hold (stock is checked when the order is placed, server
 * stock-check.ts); then the donation step when donations.enabledFor.coupons, else the cart.
 */
export function useAddCoupons(optionsOf: (coupon: Coupon) => number[]) {
  const shop = useShop();
  const navigate = useNavigate();
  const cart = useAtomValue(cartAtom(shop.storagePrefix));
  const addItems = useSetAtom(addCartItemsAtom(shop.storagePrefix));
  return (selected: SelectedCoupon[]) => {
    const now = new Date();
    const items = selected.map(({ coupon, quantity }) => buildCouponCartItem({ coupon, quantity, options: optionsOf(coupon), now }));
    addItems(items);
    navigate(nextStepAfterAdd({
      items: [...cart.items, ...items], productType: 'coupons', donationsEnabled: shop.settings.donations.enabledFor,
      skipDonation: cart.skipDonation, attendeeFields: attendeeFieldNames(shop.settings.tickets.attendeeFields),
      donationsHref: donationsHrefOf(paths), personalizationHref: paths.ticketPersonalization.href, cartHref: paths.cart.href(),
    }));
  };
}
