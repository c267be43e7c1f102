import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import type { CartItem } from '../../cart/api/cart.queries.ts';
import { addCartItemsAtom, cartAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { attendeeFieldNames, donationsHrefOf, nextStepAfterAdd } from '../../tickets/api/tickets.queries.ts';
import { eventQueries } from '../api/events.queries.ts';
import type { EventCartItem } from '../lib/event-cart-item.ts';

/**
 * Add to cart for event dates (spec §2, cart §4.2): the item goes into the stored cart, the event's
 * seat reads are refreshed (house style §6), then personalisation, the donation step or the cart,
 * by the tickets flow's rule. Events hold no places before the order, so nothing goes to the server.
 */
export function useAddEventToCart() {
  const shop = useShop();
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cart = useAtomValue(cartAtom(shop.storagePrefix));
  const addItems = useSetAtom(addCartItemsAtom(shop.storagePrefix));
  return {
    items: cart.items,
    add: (item: EventCartItem) => {
      // The event's item shape must stay assignable to the cart's: this line is the compile-time check.
      const stored: CartItem = item;
      addItems([stored]);
      void queryClient.invalidateQueries({ queryKey: eventQueries.availability(scope) });
      navigate(nextStepAfterAdd({
        items: [...cart.items, stored], productType: 'events', donationsEnabled: shop.settings.donations.enabledFor,
        skipDonation: cart.skipDonation, attendeeFields: attendeeFieldNames(shop.settings.tickets.attendeeFields),
        donationsHref: donationsHrefOf(paths), personalizationHref: paths.ticketPersonalization.href, cartHref: paths.cart.href(),
      }));
    },
  };
}
