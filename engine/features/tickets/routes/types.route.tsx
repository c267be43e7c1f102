import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useDateOptions, useShop } from '../../shop/api/shop.queries.ts';
import { TicketBreadcrumbs } from '../components/ticket-breadcrumbs.tsx';
import { TicketSelectionForm } from '../components/ticket-selection-form.tsx';
import { ticketParamsOf } from '../lib/group-params.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useBookingParams } from '../hooks/use-booking-params.ts';
import { useTicketBooking } from '../hooks/use-ticket-booking.ts';
import { useTicketFilters } from '../hooks/use-ticket-filters.ts';

/**
 * /tickets/types?typeSelected&date&time&group (requirements/tickets.md §2.5 shop.tickets.types): the ticket types for a
 * chosen date and time. Without a group → groups; without a valid date → groups (list_ids) or time.
 * Calls: GET /tickets, POST /tickets/capacities, POST /tickets/reservations on add.
 */
function TypesPage() {
  const params = useBookingParams();
  const group = params.group;
  if (!group) return <Navigate to={paths.tickets.href()} replace />;
  if (params.search.get('date') !== params.date) {
    return <Navigate to={group.list_ids.length ? paths.tickets.href() : paths.ticketTime.href({ group: group.name })} replace />;
  }
  return <TypesScreen />;
}

function TypesScreen() {
  const { t } = useTranslation('tickets');
  const dateOptions = useDateOptions();
  const shop = useShop();
  const { group: found, date, time, vip } = useBookingParams();
  const group = found!;
  const filters = useTicketFilters();
  const booking = useTicketBooking({ group, date, slot: time, params: ticketParamsOf(group, date, filters.filter), single: vip });
  const cart = useAddToCart({ productType: 'tickets', subTickets: booking.subTickets });
  const back = { group: group.name, museum_id: filters.filter.museumId, exhibition_id: filters.filter.exhibitionId, date };
  // requirements/tickets.md §2.10 'Ticket breadcrumbs': back to group and date, and to the time once one was chosen.
  const steps = [
    { label: t('breadcrumbs.groups'), href: paths.tickets.href() },
    { label: t('breadcrumbs.date'), href: paths.ticketTime.href(back) },
    ...(time ? [{ label: t('breadcrumbs.time', { time: formatTime(time) }), href: paths.ticketTime.href({ ...back, time }) }] : []),
  ];
  return (
    <>
      <PageHeading>{t('types.title')}</PageHeading>
      <TicketBreadcrumbs museums={filters.museums} exhibitions={filters.exhibitions} loading={filters.loading} filter={filters.filter} onChange={filters.setFilter} onReset={filters.reset}
        steps={steps} />
      <p className="ticket-info">
        {formatDate(`${date}T12:00:00Z`, 'full', dateOptions)}
        {time && ` · ${t('types.time', { time: formatTime(time) })}`}
      </p>
      <TicketSelectionForm rows={booking.rows} loading={booking.loading} loadError={booking.error} needsTime={group.time && !time}
        currency={shop.currency.code} rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={group.timeSlotCapacity.fewTicketsThreshold} museums={filters.museums}
        pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add} />
    </>
  );
}

export { TypesPage as Component, RouteError as ErrorBoundary };
