import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useSetAtom } from '../../../shared/state/jotai.ts';
import { addCartItemsAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { ticketQueries } from '../../tickets/api/tickets.queries.ts';
import { holdTickets, releaseHold, type OnePagerHold } from '../api/one-pager.api.ts';
import { onePagerCartItem } from '../lib/one-pager-cart.ts';
import type { OnePagerRow } from '../lib/one-pager-row.ts';

export interface CheckoutInput {
  rows: OnePagerRow[];
  /** Attendees per ticket id (requirements/one-pager.md §3.1 'One-pager customer'). */
  attendees: Record<number, Record<string, string>[]>;
}

/**
 * Step 4 (requirements/one-pager.md §4.1 'Other'): hold every line like the ticket screens do (5-minute holds,
 * requirements/api.md §5.1; a failure releases the holds already taken), put the lines into the cart and
 * place the order through the normal checkout: /checkout/process then the payment provider.
 * Calls: POST /tickets/reservations per line (DELETE on a later failure).
 */
export function useOnePagerCheckout() {
  const { t } = useTranslation('one-pager');
  const shop = useShop();
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const addItems = useSetAtom(addCartItemsAtom(shop.storagePrefix));
  const { reservations } = shop.settings.checkout;
  const reserve = reservations.enabled;

  const mutation = useMutation({
    mutationFn: async ({ rows, attendees }: CheckoutInput) => {
      const holds: (OnePagerHold | null)[] = [];
      try {
        for (const row of rows) holds.push(reserve ? await holdTickets(scope.api, scope.locale, { ticket_id: row.ticket.id, quantity: row.quantity, start_at: row.time }) : null);
      } catch (error) {
        await Promise.allSettled(holds.flatMap((hold) => (hold ? [releaseHold(scope.api, scope.locale, hold.token)] : [])));
        throw error;
      }
      const now = new Date();
      return rows.map((row, index) => onePagerCartItem({ row, hold: holds[index] ?? null, attendees: attendees[row.ticket.id], now }));
    },
    onSuccess: async (items) => {
      addItems(items);
      await navigate(paths.checkoutProcess.href());
    },
    // house-style.md §6: holds change what everyone else may book.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketQueries.availability(scope) }),
  });
  const error = mutation.error ? (isApiError(mutation.error) && mutation.error.status === 422 ? t('overview.holdFailed') : t('overview.failed')) : undefined;
  return { checkout: mutation.mutate, pending: mutation.isPending, error };
}
