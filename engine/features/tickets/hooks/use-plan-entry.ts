import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import type { TicketGroup } from '../../../settings/settings.gen.ts';
import type { TicketRowModel } from '../lib/ticket-rows.ts';
import { filterOf, ticketParamsOf } from '../lib/group-params.ts';
import { useAddToCart } from './use-add-to-cart.ts';
import { useBookingParams } from './use-booking-params.ts';
import { useTicketBooking } from './use-ticket-booking.ts';

export interface PlanEntryInput {
  group: TicketGroup;
  extraLines: (rows: TicketRowModel[]) => Promise<CartItem[]>;
  afterAdd: (items: CartItem[]) => string;
}

/** An entry lasts this long in the plan when its tickets name no entry duration. */
const DEFAULT_ENTRY_MINUTES = 60;

/**
 * The entry of a day plan (issue 18): the time selection's tickets for the chosen slot, with the
 * same rows, holds and add path, plus the plan's lines added with them. Where the visitor enters is
 * the museum filter, else the one museum all the slot's tickets belong to (null when they span several).
 */
export function usePlanEntry({ group, extraLines, afterAdd }: PlanEntryInput) {
  const { date, time, search } = useBookingParams();
  const filter = filterOf(search);
  const booking = useTicketBooking({ group, date, slot: time, params: ticketParamsOf(group, date, filter) });
  const cart = useAddToCart({ productType: 'tickets', subTickets: booking.subTickets, extraLines, afterAdd });
  const museums = [...new Set(booking.tickets.flatMap((ticket) => ticket.museum_ids))];
  const museumId = filter.museumId ?? (museums.length === 1 ? museums[0]! : null);
  const minutes = booking.tickets.find((ticket) => ticket.entry_duration)?.entry_duration ?? DEFAULT_ENTRY_MINUTES;
  return { date, time, museumId, entryMinutes: minutes, booking, cart };
}
