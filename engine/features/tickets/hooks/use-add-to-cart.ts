import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useSetAtom } from '../../../shared/state/jotai.ts';
import { useAddLines } from '../../cart/hooks/use-add-lines.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { Ticket } from '../api/tickets.api.ts';
import { holdAll } from '../api/tickets.mutations.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { buildAnnualCartItem, buildTicketCartItem } from '../lib/cart-items.ts';
import type { ProductType } from '../../../shared/cart-line/next-step.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { hasEntryDuration } from '../lib/smb-style.ts';
import type { TicketRowModel } from '../lib/ticket-rows.ts';
import { clearSelectionAtom } from '../state/tickets.atoms.ts';
import { SubTicketsUnavailable, useSubTicketTimes } from './use-sub-ticket-times.ts';
import { useSession } from '../../account/api/account.queries.ts';
import { reservesTickets } from '../lib/reserve-tickets.ts';

export interface AddToCartOptions {
  productType: ProductType;
  subTickets?: Ticket[];
  /** requirements/cart.md §4.2: the ticket widget goes straight to the cart. */
  straightToCart?: boolean;
  /** The day planner (issue 18): lines added with the tickets, all or none; they are built before any hold. */
  extraLines?: (rows: TicketRowModel[]) => Promise<CartItem[]>;
  /** Where to go instead of the next step, given the lines added (the planner shows its plan). */
  afterAdd?: (items: CartItem[]) => string;
}

/**
 * Add to cart (requirements/tickets.md §4, requirements/cart.md §4.1-4.2): a 5-minute hold per item (not for mantle tickets, which the
 * server refuses), items in the spec's shape, availability invalidated, then the next step.
 * Calls: POST /tickets/reservations per row (DELETE again when a later one fails).
 */
export function useAddToCart({ productType, subTickets = [], straightToCart = false, extraLines, afterAdd }: AddToCartOptions) {
  const { t } = useTranslation('tickets');
  const shop = useShop();
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lines = useAddLines();
  const clearSelection = useSetAtom(clearSelectionAtom);
  const { reservations } = shop.settings.checkout;
  const reserve = reservesTickets(reservations, useSession().customer !== null);
  const subTimesOf = useSubTicketTimes();
  // Alternative style: an entry-duration ticket bought on the list gets its start time on the time screen.
  const pendingStart = (row: TicketRowModel) => shop.settings.general.smbStyle && hasEntryDuration(row.ticket) && productType === 'tickets';

  const mutation = useMutation({
    mutationFn: async (rows: TicketRowModel[]) => {
      const extra = extraLines ? await extraLines(rows) : [];
      const subTimes = await Promise.all(rows.map((row) => (row.ticket.is_mantle ? subTimesOf(row) : undefined)));
      const holds = await holdAll(scope.api, scope.locale, rows.map((row) => (
        reserve && !row.ticket.is_mantle && !pendingStart(row) ? { ticket_id: row.ticket.id, quantity: row.quantity, start_at: row.time } : null
      )));
      const now = new Date();
      const tickets = rows.map((row, index) => {
        const hold = holds[index];
        const input = {
          ticket: row.ticket, quantity: row.quantity, time: row.time, unitPrice: row.price, available: row.available, subTickets, now,
          subTicketTimes: subTimes[index], startPending: pendingStart(row),
          reservation: hold ? { token: hold.token, valid_until: hold.valid_until } : undefined,
        };
        return row.ticket.ticket_type === 'annual' ? buildAnnualCartItem(input) : buildTicketCartItem(input);
      });
      return [...tickets, ...extra];
    },
    onSuccess: (items, variables) => {
      const next = lines.add(items, productType);
      clearSelection();
      if (afterAdd) return navigate(afterAdd(items));
      if (straightToCart) return navigate(paths.cart.href());
      if (variables.some(pendingStart)) return navigate(paths.ticketTime.href());
      navigate(next);
    },
    // house-style.md §6: holds change what everyone else may book.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketQueries.availability(scope) }),
  });
  const failure = mutation.error
    ? mutation.error instanceof SubTicketsUnavailable ? t('selection.subTicketsUnavailable')
      : isApiError(mutation.error) && mutation.error.status === 422 ? t('selection.holdFailed') : t('selection.addFailed')
    : undefined;
  return { add: mutation.mutate, pending: mutation.isPending, error: failure };
}
