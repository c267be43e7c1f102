import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { TicketWidget } from '../components/ticket-widget.tsx';
import { todayIn } from '../lib/berlin-day.ts';
import { listGroupOf } from '../lib/list-group.ts';
import { ticketParamsOf, type TicketFilter } from '../lib/group-params.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useTicketBooking } from '../hooks/use-ticket-booking.ts';

/**
 * The ticket widget wired to data, for the museum and exhibition pages (composed there, requirements/tickets.md §2);
 * `size` overrides tickets.widgetSize (the exhibition page passes catalogue.detailPages.tickets).
 * Calls: GET /tickets (today's day tickets; time-slot tickets to decide the button),
 * POST /tickets/capacities, POST /tickets/reservations on add; add goes straight to the cart.
 */
export function TicketWidgetSection({ filter, size }: { filter: TicketFilter; size?: number }) {
  const shop = useShop();
  const scope = useQueryScope();
  const today = todayIn(new Date(), shop.timezone);
  const group = { ...listGroupOf(shop.settings.tickets.groups, null), name: `widget-${filter.museumId ?? ''}-${filter.exhibitionId ?? ''}` };
  const booking = useTicketBooking({ group, date: today, slot: null, params: ticketParamsOf(group, today, filter) });
  const slotParams = ticketParamsOf({ name: 'timeSlot', types: ['time_slot'], list_ids: [] }, today, filter);
  const slotTickets = useQuery({ ...ticketQueries.list(scope, slotParams), select: (body) => body.tickets.length > 0 });
  const cart = useAddToCart({ productType: 'tickets', subTickets: booking.subTickets, straightToCart: true });
  const query = { museum_id: filter.museumId, exhibition_id: filter.exhibitionId };
  return (
    <TicketWidget rows={booking.rows.filter((row) => !row.bookedOut)} size={size ?? shop.settings.tickets.widgetSize} loading={booking.loading} error={booking.error}
      currency={shop.currency.code} moreHref={paths.ticketList.href(query)}
      timeSlotHref={slotTickets.data ? paths.ticketTime.href({ ...query, group: 'timeSlot' }) : undefined}
      pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add} />
  );
}
