import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useAtomValue, useSetAtom } from '../../../shared/state/jotai.ts';
import type { TicketGroup } from '../../../settings/settings.gen.ts';
import { useSelectedAddress } from '../../account/api/account.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { CapacitiesResponse, TicketListParams } from '../api/tickets.api.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { sellableOnDate } from '../lib/last-entry.ts';
import { buildTicketRows, needsSlot } from '../lib/ticket-rows.ts';
import { slotsFromCapacities } from '../lib/time-slots.ts';
import { chooseQuantityAtom, selectedQuantitiesAtom } from '../state/tickets.atoms.ts';
import { useHoldTokens } from './use-hold-tokens.ts';

const ALL_TYPES = ['normal', 'time_slot', 'annual'];

export interface BookingInput {
  group: TicketGroup;
  date: string;
  slot: string | null;
  params: TicketListParams;
  /** VIP single selection mode (requirements/tickets.md §2.6 vip=true). */
  single?: boolean;
  /** Annual tickets skip the capacities call (requirements/tickets.md §9 synthetic quota). */
  fixedCapacities?: CapacitiesResponse;
}

/**
 * Everything one selection screen reads: the group's tickets on the date, their sub-tickets, the
 * per-quota capacities (with the user's holds) and the draft quantities, turned into rows and slots.
 * Calls: GET /tickets, GET /tickets?by_ticket_ids[] (sub-tickets), POST /tickets/capacities.
 */
export function useTicketBooking({ group, date, slot, params, single = false, fixedCapacities }: BookingInput) {
  const scope = useQueryScope();
  const { settings, timezone } = useShop();
  const tokens = useHoldTokens();
  // requirements/accounts.md §6.3: the selected address is sent as billing_address_id, so special prices are listed.
  const { billingAddressId } = useSelectedAddress();
  const listParams = billingAddressId ? { ...params, billing_address_id: billingAddressId } : params;
  const tickets = useQuery({ ...ticketQueries.list(scope, listParams), select: (body) => body.tickets.filter((ticket) => !ticket.is_sub_ticket) });
  const now = new Date();
  // requirements/tickets.md §5.1 Dates: lastEntry groups drop tickets whose last entry on the date has passed.
  const sellable = (tickets.data ?? []).filter((ticket) => !group.lastEntry || sellableOnDate(ticket, date, now, timezone));
  // withContentAttributes: /tickets/content adds attributes such as reduction_reason (requirements/tickets.md §3.5 Ticket group).
  const content = useQuery({ ...ticketQueries.content(scope, sellable.map((ticket) => ticket.id)), enabled: group.withContentAttributes && sellable.length > 0 });
  const list = content.data ? sellable.map((ticket) => ({ ...ticket, content: { ...ticket.content, ...content.data.find((entry) => entry.id === ticket.id)?.content } })) : sellable;
  const subIds = [...new Set(list.flatMap((ticket) => ticket.sub_ticket_ids ?? []))];
  const subs = useQuery({ ...ticketQueries.list(scope, { by_ticket_ids: subIds, by_ticket_types: ALL_TYPES, valid_at: date }), enabled: subIds.length > 0 });
  const capacities = useQuery({ ...ticketQueries.capacities(scope, { ticket_ids: list.map((ticket) => ticket.id), date, reservations: tokens }), enabled: list.length > 0 && !fixedCapacities });
  const key = `${group.name}|${date}|${slot ?? ''}`;
  const selection = useAtomValue(selectedQuantitiesAtom(key));
  const choose = useSetAtom(chooseQuantityAtom);
  const data = fixedCapacities ?? capacities.data;
  const rows = buildTicketRows({
    tickets: list, subTickets: subs.data?.tickets, capacities: data, date, slot, selection,
    options: { maxItemsList: settings.tickets.maxItemsList, allowSingleDeselect: settings.tickets.allowSingleDeselect, minCapacityDisplay: group.timeOptions.minCapacityDisplay, smbStyle: settings.general.smbStyle },
  });
  // The same slots while neither the places nor the slotted tickets change: the memoised slot list skips the
  // renders that other answers cause (issue 12).
  const slotTicketIds = list.filter(needsSlot).map((ticket) => ticket.id).join(',');
  const slots = useMemo(() => slotsFromCapacities(data, slotTicketIds ? slotTicketIds.split(',').map(Number) : []), [data, slotTicketIds]);
  return {
    tickets: list,
    subTickets: subs.data?.tickets ?? [],
    rows,
    slots,
    /** Places per quota, for screens that weigh tickets sharing a quota together (the party calculator). */
    capacities: data,
    loading: tickets.isPending || (list.length > 0 && !fixedCapacities && capacities.isPending),
    error: tickets.error ?? capacities.error ?? undefined,
    choose: (ticketId: number, quantity: number) => choose({ key, ticketId, quantity, single }),
  };
}
