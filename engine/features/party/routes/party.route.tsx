import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { catalogueQueries } from '../../catalogue/api/catalogue.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { useAddToCart } from '../../tickets/hooks/use-add-to-cart.ts';
import { useBookingParams } from '../../tickets/hooks/use-booking-params.ts';
import { useTicketBooking } from '../../tickets/hooks/use-ticket-booking.ts';
import { MAX_PARTY, membersOf, PartyMembersForm, type PartyDraft } from '../components/party-members-form.tsx';
import { PartyMuseums } from '../components/party-museums.tsx';
import { PartyProposalView } from '../components/party-proposal-view.tsx';
import { PartyWhen } from '../components/party-when.tsx';
import { partyProblem } from '../lib/party-problem.ts';
import { proposeMix } from '../lib/party-solver.ts';

/**
 * /tickets/party?museum_id&date&time (issue 18): who comes and which museums, a day and slot, and the
 * cheapest mix of the shop's tickets with its saving against single tickets; one click puts every
 * line in the cart with a hold, all or nothing. Off unless settings tickets.partyCalculator.enabled.
 * Calls: GET /museums, GET /tickets, POST /tickets/capacities, POST /tickets/reservations on add (DELETE again when one fails).
 */
function PartyPage() {
  const shop = useShop();
  if (!shop.settings.tickets.partyCalculator.enabled) return <Navigate to={paths.tickets.href()} replace />;
  return <PartyScreen />;
}

function PartyScreen() {
  const { t } = useTranslation('party');
  const shop = useShop();
  const scope = useQueryScope();
  const params = useBookingParams();
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums });
  const fromQuery = Number(params.search.get('museum_id')) || null;
  const [draft, setDraft] = useState<PartyDraft>({ adults: 2, reduced: 0, children: [] });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const museumIds = chosen ?? (fromQuery ? [fromQuery] : museums.data?.slice(0, 1).map((museum) => museum.id) ?? []);
  const slotGroup = shop.settings.tickets.groups.find((group) => group.time);
  // The time selection's own data path (tickets, capacities with the user's holds, rows with price and entry),
  // for a group of every day and time-slot ticket of the chosen museums.
  const group = { ...(slotGroup ?? shop.settings.tickets.groups[0]!), name: 'party', lastEntry: false, withContentAttributes: false };
  const booking = useTicketBooking({
    group, date: params.date, slot: params.time,
    params: { valid_at: params.date, by_bookable: true, by_museum_ids: museumIds, by_ticket_types: ['normal', 'time_slot'] },
  });
  const cart = useAddToCart({ productType: 'tickets', straightToCart: true });
  const members = membersOf(draft);
  const offers = booking.rows.filter((row) => !row.ticket.free_timing && !row.ticket.is_mantle && row.ticket.attendees !== 'required');
  const needsSlot = booking.slots.length > 0 && !params.time;
  const ready = members.length > 0 && museumIds.length > 0 && !needsSlot && !booking.loading;
  const key = JSON.stringify([members, museumIds, offers.map((row) => [row.ticket.id, row.time, row.price]), booking.capacities]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for members, museums, offers and capacities
  const proposal = useMemo(() => (ready ? proposeMix(partyProblem(members, museumIds, offers, booking.capacities)) : null), [key, ready]);
  const titles = Object.fromEntries(offers.map((row) => [row.ticket.id, row.ticket.title ?? '']));
  const add = () => proposal?.best && cart.add(proposal.best.lines.map((line) => ({ ...offers.find((row) => row.ticket.id === line.ticketId)!, quantity: line.quantity })));

  return (
    <>
      <PageHeading>{t('heading')}</PageHeading>
      <p className="ticket-info">{t('intro', { count: MAX_PARTY })}</p>
      <PartyMembersForm draft={draft} onChange={setDraft} />
      <PartyMuseums museums={museums.data ?? []} selected={museumIds} onChange={setChosen} />
      <PartyWhen date={params.date} today={params.today} slots={booking.slots} time={params.time} timezone={shop.timezone} onDate={params.setDate} onTime={params.setTime} />
      {needsSlot && <p className="party-hint">{t('chooseSlot')}</p>}
      <PartyProposalView
        proposal={proposal} titles={titles} currency={shop.currency.code} loading={museums.isPending || (museumIds.length > 0 && booking.loading)}
        loadFailed={Boolean(booking.error ?? museums.error)} adding={cart.pending} addError={cart.error} onAdd={add}
      />
    </>
  );
}

export { PartyPage as Component, RouteError as ErrorBoundary };
