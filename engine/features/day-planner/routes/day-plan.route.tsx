import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { TicketGroup } from '../../../settings/settings.gen.ts';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import { useAtom } from '../../../shared/state/jotai.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { catalogueQueries } from '../../catalogue/api/catalogue.queries.ts';
import { useDateOptions, useShop } from '../../shop/api/shop.queries.ts';
import { TicketSelectionForm } from '../../tickets/components/ticket-selection-form.tsx';
import { useBookingParams } from '../../tickets/hooks/use-booking-params.ts';
import { usePlanEntry } from '../../tickets/hooks/use-plan-entry.ts';
import { useTourPlanLine } from '../../tours/hooks/use-tour-plan-line.ts';
import { useEventPlanLine } from '../../events/hooks/use-event-plan-line.ts';
import { dayPlanQueries } from '../api/day-plan.queries.ts';
import { PlanOfferList } from '../components/plan-offer-list.tsx';
import { SavedPlanView } from '../components/saved-plan-view.tsx';
import { planOffers } from '../lib/plan-offers.ts';
import { fittingOffers, togglePlanItem, type PlanOffer } from '../lib/plan-rules.ts';
import { savedPlanOf } from '../lib/plan-calendar.ts';
import type { SavedPlan } from '../lib/saved-plan.ts';
import { savedPlanAtom } from '../state/day-plan.atoms.ts';

/**
 * /tickets/plan?group&museum_id&date&time (issue 18): after an entry slot, the day's tours and events
 * of the shop's museums that fit (plan-rules.ts), the entry tickets, and one add for all of it.
 * Without the setting, a slot group or a time → back to the time selection.
 * Calls: GET /tours, /tours/{id}/start_times/{date}, /dates, /museums, the time selection's ticket reads.
 */
function DayPlanPage() {
  const { settings } = useShop();
  const { group, search } = useBookingParams();
  if (!settings.tickets.dayPlanner.enabled || !group?.time || !search.get('time')) {
    return <Navigate to={paths.ticketTime.href(Object.fromEntries(search))} replace />;
  }
  return <DayPlanScreen group={group} />;
}

function DayPlanScreen({ group }: { group: TicketGroup }) {
  const { t } = useTranslation('day-planner');
  const scope = useQueryScope();
  const shop = useShop();
  const dateOptions = useDateOptions();
  const { date, time, search } = useBookingParams();
  const walking = shop.settings.tickets.dayPlanner.walkingMinutesBetweenMuseums;
  const [chosen, setChosen] = useState<PlanOffer[]>([]);
  const [saved, setSaved] = useAtom(savedPlanAtom(shop.storagePrefix));
  const pending = useRef<SavedPlan | null>(null);
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums });
  const museumName = (id: number | null) => museums.data?.find((museum) => museum.id === id)?.title ?? null;
  const offers = useQuery({ ...dayPlanQueries.offers(scope, date), select: planOffers });
  const tourLine = useTourPlanLine();
  const eventLine = useEventPlanLine();
  const entry = usePlanEntry({
    group,
    // Every party member joins every item: the tickets' quantities are the party.
    extraLines: async (rows) => {
      const persons = rows.reduce((sum, row) => sum + row.quantity, 0);
      const lines = await Promise.all(chosen.map((offer) => (offer.kind === 'tour'
        ? tourLine({ tourId: offer.id, startTime: new Date(offer.start).toISOString(), date, persons })
        : eventLine({ eventId: offer.eventId!, dateId: offer.id, persons, inCart: 0 }))));
      pending.current = savedPlanOf({
        date, query: Object.fromEntries(search), chosen, museumName, now: new Date().getTime(),
        entry: { title: rows.map((row) => row.ticket.title).filter(Boolean).join(', ') || t('entryTitle'), museumId: entry.museumId, start: Date.parse(time!), minutes: entry.entryMinutes },
      });
      return lines;
    },
    afterAdd: () => {
      setSaved(pending.current);
      setChosen([]);
      return paths.dayPlan.href(Object.fromEntries(search));
    },
  });
  const start = Date.parse(time!);
  const fitting = offers.data ? fittingOffers({ museumId: entry.museumId, start }, offers.data, date, walking) : [];

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <p className="ticket-info">{t('entry', { date: formatDate(start, 'full', dateOptions), time: formatTime(start, dateOptions) })}</p>
      {saved && saved.date === date && <SavedPlanView plan={saved} />}
      <section aria-labelledby="day-plan-offers">
        <h2 id="day-plan-offers">{t('offers.title')}</h2>
        <p>{t('offers.hint', { count: walking })}</p>
        {offers.isPending && <p role="status">{t('offers.loading')}</p>}
        {offers.isError && <ErrorBanner error={offers.error} />}
        {offers.data && (
          <PlanOfferList offers={fitting} chosen={chosen} walkingMinutes={walking} museumName={museumName} onToggle={(offer) => setChosen((current) => togglePlanItem(current, offer))} />
        )}
      </section>
      <section aria-labelledby="day-plan-tickets">
        <h2 id="day-plan-tickets">{t('tickets.title')}</h2>
        <p>{t('tickets.note')}</p>
        <TicketSelectionForm
          rows={entry.booking.rows} loading={entry.booking.loading} loadError={entry.booking.error} currency={shop.currency.code}
          rejectTickets={shop.settings.tickets.rejectTickets} fewBelow={group.timeSlotCapacity.fewTicketsThreshold}
          pending={entry.cart.pending} addError={entry.cart.error} onChange={entry.booking.choose} onAdd={entry.cart.add}
        />
      </section>
    </>
  );
}

export { DayPlanPage as Component, RouteError as ErrorBoundary };
