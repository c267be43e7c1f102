import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { updateReservation } from '../api/cart.api.ts';
import { dropReservation } from '../lib/cart-lifecycle.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { attendeeFields, firstToPersonalize } from '../../../shared/cart-line/personalization.ts';
import { checkoutTarget, type Shopper } from '../lib/checkout-target.ts';
import { useStoredCart } from './use-stored-cart.ts';

/**
 * requirements/checkout-and-orders.md §4.1 'Checkout from the cart'. Anonymous visitors get their holds renewed first, so the time
 * spent on login or the guest form does not eat the reservation. Calls: PUT /tickets/reservations/{token}.
 */
export function useStartCheckout(shopper: Shopper, shipping: boolean) {
  const shop = useShop();
  const scope = useQueryScope();
  const navigate = useNavigate();
  const { cart, update } = useStoredCart();

  const refreshHolds = async () => {
    const renewed = await Promise.all(cart.items.map(async (item): Promise<CartItem> => {
      if (!item.reservation) return item;
      try {
        return { ...item, reservation: await updateReservation(scope.api, scope.locale, item.reservation.token, item.attributes.quantity ?? 1) };
      } catch {
        return dropReservation(item);
      }
    }));
    update((current) => ({ ...current, items: renewed }));
  };

  // The express wallet keeps its intent through the whole entry, so a guest who first signs in or
  // registers still reaches the wallet's checksum step.
  return async (method?: 'express') => {
    const { accounts, cart: cartSettings } = shop.settings;
    const target = checkoutTarget({
      personalizationIndex: firstToPersonalize(cart.items, attendeeFields(shop.settings.tickets.attendeeFields)),
      shopper, shipping, requireShippingAddress: cartSettings.shipping.requireShippingAddress,
      registrationAllowed: accounts.registration.allowed && shop.config.registration !== false,
    });
    if (target === 'checkoutUser' || target === 'guest') await refreshHolds();
    const href = {
      personalization: () => paths.ticketPersonalization.href(firstToPersonalize(cart.items, attendeeFields(shop.settings.tickets.attendeeFields))),
      shippingAddress: () => paths.checkoutShippingAddress.href(),
      process: () => paths.checkoutProcess.href(method),
      checkoutUser: () => paths.checkoutUser.href(),
      guest: () => paths.guest.href(),
    }[target]();
    await navigate(href);
  };
}
