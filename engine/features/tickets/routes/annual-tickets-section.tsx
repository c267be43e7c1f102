import { useTranslation } from 'react-i18next';
import { useShop } from '../../shop/api/shop.queries.ts';
import { TicketSelectionForm } from '../components/ticket-selection-form.tsx';
import { annualCapacities } from '../lib/availability.ts';
import { addDays, slotAt, todayIn } from '../lib/berlin-day.ts';
import { listGroupOf } from '../lib/list-group.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useTicketBooking } from '../hooks/use-ticket-booking.ts';

/**
 * Annual tickets (requirements/tickets.md §2.9 shop.tickets.annual): valid from the start of tomorrow against a
 * synthetic quota 9999 of 100 places; then the donation step or the cart. Composed by
 * /tickets/annual and by the coupons page, which lists annual tickets with the ticket coupons.
 * Calls: GET /tickets?by_ticket_types[]=annual, POST /tickets/reservations on add.
 */
export function AnnualTicketsSection() {
  const { t } = useTranslation('tickets');
  const shop = useShop();
  const today = todayIn(new Date(), shop.timezone);
  const tomorrow = addDays(today, 1);
  const group = { ...listGroupOf(shop.settings.tickets.groups, 'annual'), name: 'annual', types: ['annual' as const] };
  const params = { valid_at: today, by_ticket_types: ['annual'], by_bookable: true };
  const probe = useTicketBooking({ group, date: tomorrow, slot: null, params, fixedCapacities: {} });
  const booking = useTicketBooking({ group, date: tomorrow, slot: null, params, fixedCapacities: annualCapacities(probe.tickets.map((ticket) => ticket.id), slotAt(tomorrow, 0)) });
  const cart = useAddToCart({ productType: 'annualTickets' });
  return (
    <>
      <TicketSelectionForm rows={booking.rows} loading={booking.loading} loadError={booking.error}
        currency={shop.currency.code} rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={0}
        pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add} />
      <p className="ticket-hint">{t('annual.shipping')}</p>
    </>
  );
}
