import { useShop } from '../../shop/api/shop.queries.ts';
import { TicketSelectionForm } from '../components/ticket-selection-form.tsx';
import { TimeSlotList } from '../components/time-slot-list.tsx';
import { listGroupOf } from '../lib/list-group.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useTicketBooking } from '../hooks/use-ticket-booking.ts';

interface EventTicketsSectionProps {
  ticketIds: number[];
  date: string;
  /** The chosen entry time (ISO, from the URL), if any. */
  time: string | null;
  onTime: (time: string) => void;
}

/**
 * The tickets of one event on one day (requirements/events-and-seats.md §2.1 'Event detail', tickets variant), composed by the
 * event page: day tickets right away, time-slot tickets once an entry time is chosen (the slots of
 * the time screen), then quantities, holds and the usual next step (personalisation, donation,
 * cart) as on the ticket list. Calls: GET /tickets?by_ticket_ids[], POST /tickets/capacities.
 */
export function EventTicketsSection({ ticketIds, date, time, onTime }: EventTicketsSectionProps) {
  const shop = useShop();
  const { groups } = shop.settings.tickets;
  // Slot display follows the operator's time-slot group (capacity colours, hidden slots), as on the time screen.
  const slotGroup = groups.find((candidate) => candidate.time) ?? listGroupOf(groups, null);
  const group = { ...listGroupOf(groups, null), name: `event-${ticketIds.join('-')}`, types: ['normal' as const, 'time_slot' as const] };
  const booking = useTicketBooking({
    group, date, slot: time, params: { valid_at: date, by_ticket_ids: ticketIds, by_ticket_types: ['normal', 'time_slot'], by_bookable: true },
  });
  const cart = useAddToCart({ productType: 'events', subTickets: booking.subTickets });
  const hasSlots = booking.slots.length > 0;
  return (
    <>
      {hasSlots && (
        <TimeSlotList key={date} date={date} slots={booking.slots} selected={time} options={slotGroup.timeOptions} colours={slotGroup.timeSlotCapacity} onSelect={onTime} />
      )}
      <TicketSelectionForm rows={booking.rows} loading={booking.loading} loadError={booking.error} needsTime={hasSlots && !time && booking.rows.length === 0}
        currency={shop.currency.code} rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={group.timeSlotCapacity.fewTicketsThreshold}
        pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add} />
    </>
  );
}
