import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useSelectedAddress, useSession } from '../../account/api/account.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { TicketBreadcrumbs } from '../components/ticket-breadcrumbs.tsx';
import { TicketDateInput } from '../components/ticket-date-input.tsx';
import { TicketSelectionForm } from '../components/ticket-selection-form.tsx';
import { apiTypesOf, ticketParamsOf } from '../lib/group-params.ts';
import { listGroupOf } from '../lib/list-group.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useBookingParams } from '../hooks/use-booking-params.ts';
import { useFirstAvailableDate } from '../hooks/use-first-available-date.ts';
import { useTicketBooking } from '../hooks/use-ticket-booking.ts';
import { useTicketFilters } from '../hooks/use-ticket-filters.ts';

/**
 * /tickets/list?museum_id&exhibition_id&date&group and /tickets/filters?vip (requirements/tickets.md §2): museum and
 * exhibition filters plus a date, then the tickets of that day. vip=true switches to single
 * selection. In the alternative site style the filters route redirects to the list.
 * Calls: GET /tickets, POST /tickets/capacities, GET /museums + /exhibitions, POST /tickets/reservations.
 */
function ListPage() {
  const { t } = useTranslation('tickets');
  const shop = useShop();
  const { pathname, search } = useLocation();
  const { date, today, vip, groupName, setDate, search: query } = useBookingParams();
  const filters = useTicketFilters();
  const base = listGroupOf(shop.settings.tickets.groups, groupName);
  // The alternative style sells time-slot tickets here too; their start time is chosen afterwards (requirements/tickets.md §2).
  const group = shop.settings.general.smbStyle && !groupName ? { ...base, types: [...base.types, 'time_slot' as const] } : base;
  // requirements/annual-and-vip.md §4.2 VIP flow: VIP users see the tickets of their price audience (the selected address's).
  // A VIP guest has no address: the audience its code gave the account then decides.
  const { address, specialPrices } = useSelectedAddress();
  const { customer } = useSession();
  const ownAudience = customer?.price_target_audience_id ?? undefined;
  const vipAudience = specialPrices ? address?.price_target_audience?.id : ownAudience !== (shop.config.defaults?.price_target_audience_id ?? 1) ? ownAudience : undefined;
  const audience = vip ? vipAudience : undefined;
  useFirstAvailableDate({
    enabled: vip && shop.settings.vip.firstAvailableDate && !query.has('date'), today, types: apiTypesOf(group), audience, setDate,
  });
  const params = { ...ticketParamsOf(group, date, filters.filter), ...(audience ? { by_price_target_audience_id: audience } : {}) };
  // Settings vip.selectionMode: 'single' lets only one ticket row hold a quantity (requirements/annual-and-vip.md §4.2 VIP flow).
  const booking = useTicketBooking({ group, date, slot: null, params, single: vip && shop.settings.vip.selectionMode === 'single' });
  const cart = useAddToCart({ productType: 'tickets', subTickets: booking.subTickets });
  if (shop.settings.general.smbStyle && pathname === paths.ticketFilters.path) return <Navigate to={`${paths.ticketList.path}${search}`} replace />;
  const title = vip ? t('list.vipTitle') : groupName ? t(`groups.items.${groupName}.title`) : t('list.title');
  return (
    <>
      <PageHeading>{title || t('list.title')}</PageHeading>
      <TicketBreadcrumbs museums={filters.museums} exhibitions={filters.exhibitions} loading={filters.loading} filter={filters.filter} onChange={filters.setFilter} onReset={filters.reset}
        steps={[{ label: t('breadcrumbs.groups'), href: paths.tickets.href() }]} />
      {groupName === 'flex' ? <p className="ticket-info">{t('time.info.flex')}</p> : <TicketDateInput value={date} min={today} onChange={setDate} />}
      <TicketSelectionForm rows={booking.rows} loading={booking.loading} loadError={booking.error}
        currency={shop.currency.code} rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={group.timeSlotCapacity.fewTicketsThreshold} museums={filters.museums}
        pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add} />
    </>
  );
}

export { ListPage as Component, RouteError as ErrorBoundary };
