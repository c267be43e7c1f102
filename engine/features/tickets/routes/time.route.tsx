import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { useStableCallback } from '../../../shared/lib/use-stable-callback.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useDateOptions, useShop } from '../../shop/api/shop.queries.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { CalendarPanel } from '../components/calendar-panel.tsx';
import { CapacityLegend } from '../components/capacity-legend.tsx';
import { SoldOutBanner } from '../components/sold-out-banner.tsx';
import { TicketBreadcrumbs } from '../components/ticket-breadcrumbs.tsx';
import { TicketSelectionForm } from '../components/ticket-selection-form.tsx';
import { TimeSlotList } from '../components/time-slot-list.tsx';
import { TimeSlotSkeleton } from '../components/time-slot-skeleton.tsx';
import { allDaysUnavailable } from '../lib/availability.ts';
import { defaultSlot } from '../lib/default-slot.ts';
import { apiTypesOf, filterOf, infoModeOf, nextStepOf, ticketParamsOf } from '../lib/group-params.ts';
import { monthOf } from '../lib/month-grid.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useBookingParams } from '../hooks/use-booking-params.ts';
import { useTicketBooking } from '../hooks/use-ticket-booking.ts';
import { useTicketCalendar } from '../hooks/use-ticket-calendar.ts';
import { useTicketFilters } from '../hooks/use-ticket-filters.ts';
import { SmbStartTimes } from './smb-start-times.tsx';
import { LastEntryRedirect } from './last-entry-redirect.tsx';

/**
 * /tickets/time?group&museum_id&exhibition_id&date&time&vip: calendar, entry times and ticket
 * selection on one screen (requirements/tickets.md §2.4 shop.tickets.time). Without a known group → the groups screen.
 * Calls: GET /tickets/calendar (per month, ±1 preloaded), GET /tickets, POST /tickets/capacities,
 * GET /museums + /exhibitions (filters), POST /tickets/reservations on add.
 */
function TimePage() {
  const params = useBookingParams();
  const shop = useShop();
  if (shop.settings.general.smbStyle) return <SmbStartTimes />;
  if (!params.group) return <Navigate to={paths.tickets.href()} replace />;
  if (params.group.lastEntry && !params.search.get('date')) return <LastEntryRedirect group={params.group} filter={filterOf(params.search)} today={params.today} />;
  return <TimeScreen key={params.group.name} />;
}

function TimeScreen() {
  const { t } = useTranslation('tickets');
  const dateOptions = useDateOptions();
  const shop = useShop();
  const { group: found, date, time, today, vip, setDate, setTime } = useBookingParams();
  const group = found!;
  const filters = useTicketFilters();
  const [month, setMonth] = useState(monthOf(date));
  const { calendar } = shop.settings.tickets;
  const calendarData = useTicketCalendar(
    { by_ticket_types: apiTypesOf(group), ...(filters.filter.museumId ? { by_museum_ids: [filters.filter.museumId] } : {}), ...(filters.filter.exhibitionId ? { by_exhibition_ids: [filters.filter.exhibitionId] } : {}) },
    month, calendar.monthsQuantity, today, calendar.preLoad,
  );
  const slot = group.time ? time : null;
  const booking = useTicketBooking({ group, date, slot, params: ticketParamsOf(group, date, filters.filter), single: vip });
  const cart = useAddToCart({ productType: 'tickets', subTickets: booking.subTickets });
  // Issue 18: the crowd forecast only adds bars; while it loads or when it fails the slots work as before.
  const scope = useQueryScope();
  const forecast = useQuery({ ...ticketQueries.forecast(scope, { date, museum_id: filters.filter.museumId }), enabled: shop.settings.tickets.crowdForecast.enabled && group.time });
  const mode = infoModeOf(group);
  const navigate = useNavigate();
  // requirements/tickets.md §3 resultsOneView: one screen; otherwise the date (and time) lead on to toState or the types.
  const oneView = group.resultsOneView;
  // A time given in the URL (a deep link, the way back from the types) counts as chosen: its tickets
  // show here at once, as on the one-view screen, instead of asking for the slot that is already
  // selected (issue 13). A time the day does not offer is no choice.
  const timeChosen = group.time && !!time && (booking.loading || booking.slots.some((candidate) => Date.parse(candidate.start_time) === Date.parse(time)));
  const inline = oneView || timeChosen;
  const nextHref = (step: { date: string; time?: string }) => nextStepOf(group, { ...step, vip, filter: filters.filter });
  const chooseDate = oneView || group.time ? setDate : (next: string) => navigate(nextHref({ date: next }));
  // Stable for the memoised slot list, which otherwise rendered again with every answer.
  const chooseTime = useStableCallback(inline ? setTime : (next: string) => navigate(nextHref({ date, time: next })));
  // timeOptions.defaultElement preselects a slot on the one-view screen (elsewhere choosing navigates on).
  const preselect = oneView && group.time && !time && !booking.loading ? defaultSlot(booking.slots, group.timeOptions) : null;
  useEffect(() => {
    if (preselect) setTime(preselect);
  }, [preselect, setTime]);

  return (
    <>
      <PageHeading>{t(`groups.items.${group.name}.title`)}</PageHeading>
      <TicketBreadcrumbs
        museums={filters.museums} exhibitions={filters.exhibitions} loading={filters.loading} filter={filters.filter} onChange={filters.setFilter} onReset={filters.reset}
        steps={[{ label: t('breadcrumbs.groups'), href: paths.tickets.href({ museum_id: filters.filter.museumId, exhibition_id: filters.filter.exhibitionId }) }]} />
      <p className="ticket-info">{t(`time.info.${mode}`)}</p>
      {shop.settings.tickets.partyCalculator.enabled && (
        <p><Link to={paths.ticketParty.href({ museum_id: filters.filter.museumId, date, time: time ?? undefined })}>{t('party:link')}</Link></p>
      )}
      <SoldOutBanner show={group.showSoldOut && allDaysUnavailable(calendarData.loaded)} />
      <div className="ticket-booking">
        <div className="ticket-booking__side">
          <CalendarPanel month={month} monthsQuantity={calendar.monthsQuantity} today={today} selected={date} days={calendarData.days} showSoldOut={calendar.showSoldOutDates} onSelect={chooseDate} onMonthChange={setMonth} />
          <CapacityLegend colours={group.timeSlotCapacity} />
        </div>
        <div className="ticket-booking__main">
          <h2 className="ticket-booking__date">{formatDate(`${date}T12:00:00Z`, 'full', dateOptions)}</h2>
          {group.time && booking.loading && <TimeSlotSkeleton />}
          {group.time && !booking.loading && !booking.error && (
            <TimeSlotList key={date} date={date} slots={booking.slots} selected={time} options={group.timeOptions} colours={group.timeSlotCapacity} onSelect={chooseTime} forecast={forecast.data} />
          )}
          {!inline && group.time && <p className="ticket-hint">{t('selection.chooseTime')}</p>}
          {/* Issue 18: the planner is its own lazy route, so this screen only pays for the link. */}
          {shop.settings.tickets.dayPlanner.enabled && timeChosen && (
            <p><Link to={paths.dayPlan.href({ group: group.name, museum_id: filters.filter.museumId, exhibition_id: filters.filter.exhibitionId, date, time: time! })}>{t('time.planDay')}</Link></p>
          )}
          {!oneView && !group.time && <Link className="button" to={nextHref({ date })}>{t('time.continue')}</Link>}
          {inline && <TicketSelectionForm
            rows={booking.rows} loading={booking.loading} loadError={booking.error} needsTime={group.time && !time && !booking.loading && booking.slots.length > 0}
            currency={shop.currency.code} rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={group.timeSlotCapacity.fewTicketsThreshold} museums={filters.museums}
            pending={cart.pending} addError={cart.error} onChange={booking.choose} onAdd={cart.add}
          />}
        </div>
      </div>
    </>
  );
}

export { TimePage as Component, RouteError as ErrorBoundary };
