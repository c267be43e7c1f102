import { useShop } from '../../shop/api/shop.queries.ts';
import { TicketSelectionForm } from '../components/ticket-selection-form.tsx';
import { listGroupOf } from '../lib/list-group.ts';
import { useAddToCart } from './use-add-to-cart.ts';
import { useTicketBooking } from './use-ticket-booking.ts';

/**
 * The day tickets of one event on one day (spec browsing §2 'Event detail', tickets variant),
 * composed by the event page: quantities, holds and the usual next step (personalisation,
 * donation, cart) as on the ticket list. Calls: GET /tickets?by_ticket_ids[], POST /tickets/capacities.
 */
export function EventTicketsSection({ ticketIds, date }: { ticketIds: number[]; date: string }) {
  const shop = useShop();
  const group = { ...listGroupOf(shop.settings.tickets.groups, null), name: `event-${ticketIds.join('-')}` };
  const booking = useTicketBooking({
    group, date, slot: null, params: { valid_at: date, by_ticket_ids: ticketIds, by_ticket_types: ['normal'], by_bookable: true },
  });
  const cart = useAddToCart({ productType: 'events', subTickets: booking.subTickets });
  return (
    <TicketSelectionForm rows={booking.rows} loading={booking.loading} loadError={booking.error}
      currency={shop.currency.code} rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={group.timeSlotCapacity.fewTicketsThreshold}
      pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add} />
  );
}
