import { useQueryClient } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { dayOfInstant } from '../lib/berlin-day.ts';
import { subTicketTimes } from '../lib/sub-ticket-times.ts';
import type { TicketRowModel } from '../lib/ticket-rows.ts';
import { useHoldTokens } from './use-hold-tokens.ts';

/** A bundle whose sub-tickets have no start left with enough places after the main time. */
export class SubTicketsUnavailable extends Error {}

/**
 * sub_ticket_times for a mantle row at add time (requirements/api.md §8.5). /tickets/capacities leaves
 * sub-tickets out (only tickets the caller may buy appear), so each sub-ticket's starts come from
 * GET /tickets/{id}/start_times, fetched fresh through the query cache.
 */
export function useSubTicketTimes() {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const reservations = useHoldTokens();
  return async (row: TicketRowModel): Promise<Record<string, string>> => {
    const date = dayOfInstant(row.time);
    const ids = Object.keys(row.ticket.sub_tickets ?? {});
    const starts = await Promise.all(ids.map((id) => queryClient.fetchQuery({ ...ticketQueries.startTimes(scope, { ticketId: Number(id), date, reservations }), staleTime: 0 })));
    const times = subTicketTimes(row.time, row.quantity, row.ticket.sub_tickets, Object.fromEntries(ids.map((id, index) => [id, starts[index]])));
    if (!times) throw new SubTicketsUnavailable();
    return times;
  };
}
