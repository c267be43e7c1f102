import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useAtomValue } from '../../../shared/state/jotai.ts';
import { useSelectedAddress } from '../../account/api/account.queries.ts';
import { cartAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { ticketQueries, type Ticket } from '../../tickets/api/tickets.queries.ts';
import { buildOnePagerRows } from '../lib/one-pager-rows.ts';
import type { OnePagerCapacities } from '../lib/one-pager-row.ts';
import { saleDay, todayIn } from '../lib/sale-day.ts';

/**
 * The configured tickets valid today with their free places (requirements/one-pager.md §2.1 'One-pager').
 * The user's own hold tokens go along so their holds count as available (requirements/api.md §5).
 * Calls: GET /tickets?by_ticket_ids[]&valid_at=today (and tomorrow late in the day), POST /tickets/capacities.
 */
export function useOnePagerRows(selection: Record<number, number>) {
  const scope = useQueryScope();
  const shop = useShop();
  const { ticketIds } = shop.settings.onePager;
  const now = new Date();
  const today = todayIn(now, shop.timezone);
  const cart = useAtomValue(cartAtom(shop.storagePrefix));
  const tokens = cart.items.flatMap((item) => (item.reservation ? [item.reservation.token] : [])).sort();
  // requirements/accounts.md §6.3: the selected address is sent as billing_address_id, so special prices are listed.
  const { billingAddressId } = useSelectedAddress();
  const audience = billingAddressId ? { billing_address_id: billingAddressId } : {};
  const todays = useQuery({ ...ticketQueries.list(scope, { by_ticket_ids: ticketIds, valid_at: today, ...audience }), enabled: ticketIds.length > 0 });
  // Once today's last entries have passed, tomorrow's tickets are offered (see saleDay).
  const nextDay = todays.data ? saleDay(todays.data.tickets, now, shop.timezone) : today;
  const tickets = useQuery({ ...ticketQueries.list(scope, { by_ticket_ids: ticketIds, valid_at: nextDay, ...audience }), enabled: ticketIds.length > 0 && !!todays.data });
  // A closed next day (no tickets valid then) keeps today's list, shown booked out, instead of an empty page.
  const nextDayEmpty = nextDay !== today && tickets.data?.tickets.length === 0;
  const date = nextDayEmpty ? today : nextDay;
  const list: Ticket[] = (nextDayEmpty ? todays.data?.tickets : tickets.data?.tickets) ?? [];
  const ids = list.filter((ticket) => !ticket.is_sub_ticket).map((ticket) => ticket.id);
  const capacities = useQuery({ ...ticketQueries.capacities(scope, { ticket_ids: ids, date, reservations: tokens }), enabled: ids.length > 0 });
  const data: OnePagerCapacities | undefined = capacities.data;
  const rows = buildOnePagerRows({ ticketIds, tickets: list, capacities: data, date, selection, maxItemsList: shop.settings.tickets.maxItemsList, now, timezone: shop.timezone });
  return {
    rows,
    date,
    configured: ticketIds.length > 0,
    loading: ticketIds.length > 0 && !todays.error && (tickets.isPending || (ids.length > 0 && capacities.isPending)),
    error: todays.error ?? tickets.error ?? capacities.error ?? undefined,
  };
}
