import { useQueries, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { cartAtom, updateCartAtom } from '../../cart/state/cart.atoms.ts';
import { useNextStep } from '../../cart/hooks/use-next-step.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { holdAll } from '../api/tickets.mutations.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { SelectionAlert } from '../components/selection-alert.tsx';
import { StartTimeChoice } from '../components/start-time-choice.tsx';
import { dayOfInstant } from '../lib/berlin-day.ts';
import { hasEntryDuration, startTimesComplete } from '../lib/smb-style.ts';
import { useHoldTokens } from '../hooks/use-hold-tokens.ts';
import { useSession } from '../../account/api/account.queries.ts';
import { reservesTickets } from '../lib/reserve-tickets.ts';

/**
 * The time route in the alternative site style (requirements/tickets.md §2.4 shop.tickets.time): a start time per cart
 * ticket with an entry duration; no cart items → the list. Confirming writes each time into its
 * cart item with its hold, then the usual next step. Calls: GET /tickets?by_ticket_ids[],
 * GET /tickets/{id}/start_times, POST /tickets/reservations.
 */
export function SmbStartTimes() {
  const { t } = useTranslation('tickets');
  const shop = useShop();
  const scope = useQueryScope();
  const navigate = useNavigate();
  const nextStep = useNextStep();
  const cart = useAtomValue(cartAtom(shop.storagePrefix));
  const update = useSetAtom(updateCartAtom(shop.storagePrefix));
  const reservations = useHoldTokens();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [holdError, setHoldError] = useState<string | null>(null);
  const { reservations: holdSettings } = shop.settings.checkout;
  const signedIn = useSession().customer !== null;
  const ids = [...new Set(cart.items.filter((item) => item.type === 'Ticket').map((item) => item.attributes.id))];
  const tickets = useQuery({ ...ticketQueries.list(scope, { by_ticket_ids: ids, by_ticket_types: ['normal', 'time_slot'] }), enabled: ids.length > 0 });
  const timed = cart.items.flatMap((item, index) => {
    const ticket = item.type === 'Ticket' ? tickets.data?.tickets.find((candidate) => candidate.id === item.attributes.id) : undefined;
    return ticket && hasEntryDuration(ticket) ? [{ index, item, date: dayOfInstant(item.attributes.time ?? '') }] : [];
  });
  const starts = useQueries({ queries: timed.map(({ item, date }) => ticketQueries.startTimes(scope, { ticketId: item.attributes.id, date, reservations })) });
  if (cart.items.length === 0) return <Navigate to={paths.ticketList.href()} replace />;
  const choices = timed.map(({ index }, position) => ({ loaded: !!starts[position]?.data, starts: (starts[position]?.data ?? []).map((start) => start.start_time), chosen: chosen[index] }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setHoldError(null);
    if (!startTimesComplete(choices)) return;
    // The start time is only known now, so this is where the item gets its hold (requirements/cart.md §4.1).
    const reserve = reservesTickets(holdSettings, signedIn);
    let holds;
    try {
      holds = await holdAll(scope.api, scope.locale, cart.items.map((item, index) => (
        reserve && chosen[index] ? { ticket_id: item.attributes.id, quantity: item.attributes.quantity ?? 1, start_at: chosen[index] } : null
      )));
    } catch (error) {
      setHoldError(isApiError(error) && error.status === 422 ? t('selection.holdFailed') : t('selection.addFailed'));
      return;
    }
    const items = cart.items.map((item, index) => {
      const hold = holds[index];
      if (!chosen[index]) return item;
      const { startPending: _chosenNow, ...display } = item.cart;
      return {
        ...item,
        attributes: { ...item.attributes, time: chosen[index], ...(hold ? { reservations: [hold.token] } : {}) },
        cart: { ...display, meta: { startTime: chosen[index] } },
        ...(hold ? { reservation: { token: hold.token, valid_until: hold.valid_until } } : {}),
      };
    });
    update((current) => ({ ...current, items }));
    navigate(nextStep(items, 'tickets'));
  };

  return (
    <>
      <PageHeading>{t('startTimes.title')}</PageHeading>
      <form className="ticket-form" onSubmit={(event) => void submit(event)} noValidate>
        {attempt > 0 && !startTimesComplete(choices) && <SelectionAlert key={attempt} message={t('startTimes.error')} />}
        {holdError && <SelectionAlert key={`hold-${attempt}`} message={holdError} />}
        {timed.map(({ index, item, date }, position) => (
          <StartTimeChoice key={index} name={`start-${index}`} title={item.cart.name} date={date} quantity={item.attributes.quantity ?? 1}
            starts={starts[position]?.data} chosen={chosen[index]} invalid={attempt > 0 && !chosen[index]}
            onChoose={(time) => setChosen((current) => ({ ...current, [index]: time }))} />
        ))}
        <div className="ticket-form__footer"><button type="submit" className="button">{t('startTimes.submit')}</button></div>
      </form>
    </>
  );
}
