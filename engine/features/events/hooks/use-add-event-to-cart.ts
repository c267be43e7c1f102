import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { useAddLines } from '../../cart/hooks/use-add-lines.ts';
import { eventQueries } from '../api/events.queries.ts';

/**
 * Add to cart for event dates (requirements/events-and-seats.md §2, requirements/cart.md §4.2): the item goes into the stored cart, the event's
 * seat reads are refreshed (house-style.md §6), then personalisation, the donation step or the cart,
 * by the tickets flow's rule. Events hold no places before the order, so nothing goes to the server.
 */
export function useAddEventToCart() {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lines = useAddLines();
  return {
    items: lines.items,
    add: (item: CartItem) => {
      const next = lines.add([item], 'events');
      void queryClient.invalidateQueries({ queryKey: eventQueries.availability(scope) });
      navigate(next);
    },
  };
}
