import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useDateOptions, useShop } from '../../shop/api/shop.queries.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { CalendarPanel } from '../components/calendar-panel.tsx';
import { TicketSelectionForm } from '../components/ticket-selection-form.tsx';
import { TicketTableSkeleton } from '../components/ticket-table-skeleton.tsx';
import { TimeSlotList } from '../components/time-slot-list.tsx';
import { combiCheckRange } from '../lib/availability.ts';
import { daysBetweenCount } from '../lib/day-count.ts';
import { listGroupOf } from '../lib/list-group.ts';
import { monthOf } from '../lib/month-grid.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useBookingParams } from '../hooks/use-booking-params.ts';
import { useTicketBooking } from '../hooks/use-ticket-booking.ts';
import { useTicketCalendar } from '../hooks/use-ticket-calendar.ts';

/**
 * /tickets/combi?group (requirements/tickets.md §2.8 shop.tickets.combi): server ticket groups; group defaults to the
 * first configured combi group and an unknown one redirects. Multi-month calendar or list view,
 * slots when the group has time-slot tickets, a 30-day sold-out check.
 * Calls: GET /tickets/groups, GET /tickets/calendar, GET /tickets/empty_days, GET /tickets,
 * POST /tickets/capacities, POST /tickets/reservations on add.
 */
function CombiPage() {
  const { settings } = useShop();
  const { groupName } = useBookingParams();
  const allowed = settings.tickets.combi.groups;
  if (groupName && !allowed.includes(groupName)) return <Navigate to={paths.ticketCombi.href()} replace />;
  return <CombiScreen name={groupName ?? allowed[0]!} />;
}

function CombiScreen({ name }: { name: string }) {
  const scope = useQueryScope();
  const server = useQuery({ ...ticketQueries.groups(scope), select: (groups) => groups.find((group) => group.name === name) });
  if (server.isPending) return <TicketTableSkeleton />;
  return <CombiBooking name={name} title={server.data?.title ?? ''} ticketIds={server.data?.ticket_ids ?? []} />;
}

function CombiBooking({ name, title, ticketIds }: { name: string; title: string; ticketIds: number[] }) {
  const { t } = useTranslation('tickets');
  const dateOptions = useDateOptions();
  const shop = useShop();
  const scope = useQueryScope();
  const { date, time, today, setDate, setTime } = useBookingParams();
  const { combi, calendar } = shop.settings.tickets;
  const [month, setMonth] = useState(monthOf(date));
  const [listView, setListView] = useState(false);
  const ids = ticketIds.length ? ticketIds : [-1];
  const range = combiCheckRange(today);
  const empty = useQuery(ticketQueries.emptyDays(scope, { by_ticket_ids: ids, by_ticket_types: ['normal', 'time_slot'], ...range }));
  const soldOut = !!empty.data && empty.data.length >= daysBetweenCount(range.start_at, range.end_at);
  const days = useTicketCalendar({ by_ticket_ids: ids, by_ticket_types: ['normal', 'time_slot'] }, month, combi.calendarMonths, today, calendar.preLoad);
  const base = { ...listGroupOf(shop.settings.tickets.groups, null), name, types: ['normal' as const, 'time_slot' as const] };
  const probe = useTicketBooking({ group: { ...base, time: false }, date, slot: null, params: { valid_at: date, by_ticket_ids: ids, by_ticket_types: ['normal', 'time_slot'], by_bookable: true } });
  const hasSlots = probe.slots.length > 0;
  const booking = useTicketBooking({ group: { ...base, time: hasSlots }, date, slot: hasSlots ? time : null, params: { valid_at: date, by_ticket_ids: ids, by_ticket_types: ['normal', 'time_slot'], by_bookable: true } });
  const cart = useAddToCart({ productType: 'combiTickets', subTickets: booking.subTickets });
  const showCalendar = combi.resultsOneView || !listView;
  return (
    <>
      <PageHeading>{title || t('combi.title')}</PageHeading>
      <p className="ticket-info">{t('combi.info')}</p>
      {soldOut && <p className="sold-out-banner" role="status">{t('combi.soldOut')}</p>}
      {!combi.resultsOneView && (
        <button type="button" className="button button--ghost combi-toggle" aria-pressed={listView} onClick={() => setListView(!listView)}>
          {listView ? t('combi.calendarView') : t('combi.listView')}
        </button>
      )}
      <div className={showCalendar ? 'ticket-booking ticket-booking--wide' : ''}>
        {showCalendar && (
          <div className="ticket-booking__side">
            <CalendarPanel month={month} monthsQuantity={combi.calendarMonths} today={today} selected={date} days={days.days} showSoldOut={calendar.showSoldOutDates} onSelect={setDate} onMonthChange={setMonth} />
          </div>
        )}
        <div className="ticket-booking__main">
          <h2 className="ticket-booking__date">{formatDate(`${date}T12:00:00Z`, 'full', dateOptions)}</h2>
          {hasSlots && <TimeSlotList key={date} date={date} slots={booking.slots} selected={time} options={base.timeOptions} colours={base.timeSlotCapacity} onSelect={setTime} />}
          <TicketSelectionForm rows={booking.rows} loading={booking.loading} loadError={booking.error} needsTime={hasSlots && !time && booking.rows.length === 0}
            currency={shop.currency.code} rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={base.timeSlotCapacity.fewTicketsThreshold}
            pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add} />
        </div>
      </div>
    </>
  );
}

export { CombiPage as Component, RouteError as ErrorBoundary };
