import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { ticketAvailabilityKey } from '../../../shared/cart-line/ticket-availability.ts';
import {
  getTicketCalendar, getTicketContent, getTicketEmptyDays, getTicketForecast, getTicketGroups, getTickets, getTicketStartTimes, postTicketCapacities,
  type CalendarParams, type TicketListParams,
} from './tickets.api.ts';

const STALE = 5 * 60_000;
/** Availability changes with every sale elsewhere; keep it fresh but not refetched on every render. */
const AVAILABILITY_STALE = 30_000;

export interface CapacityInput {
  ticket_ids: number[];
  date: string;
  /** The user's own hold tokens, so they count as available (requirements/api.md §5). */
  reservations: string[];
}

export const ticketQueries = {
  all: () => ['tickets'] as const,
  list: (scope: QueryScope, params: TicketListParams) =>
    queryOptions({
      queryKey: [...scopeKey('tickets', scope), 'list', params] as const,
      queryFn: ({ signal }) => getTickets(scope.api, scope.locale, params, signal),
      staleTime: STALE,
    }),
  groups: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey('tickets', scope), 'groups'] as const,
      queryFn: ({ signal }) => getTicketGroups(scope.api, scope.locale, signal),
      staleTime: STALE,
    }),
  /** Prefix of every availability read; add to cart invalidates it (house-style.md §6). */
  availability: ticketAvailabilityKey,
  calendar: (scope: QueryScope, params: CalendarParams) =>
    queryOptions({
      queryKey: [...ticketQueries.availability(scope), 'calendar', params] as const,
      queryFn: ({ signal }) => getTicketCalendar(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  emptyDays: (scope: QueryScope, params: CalendarParams) =>
    queryOptions({
      queryKey: [...ticketQueries.availability(scope), 'emptyDays', params] as const,
      queryFn: ({ signal }) => getTicketEmptyDays(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  /** Starts of one (sub-)ticket; bundles need them for sub_ticket_times. */
  startTimes: (scope: QueryScope, input: { ticketId: number; date: string; reservations: string[] }) =>
    queryOptions({
      queryKey: [...ticketQueries.availability(scope), 'startTimes', input] as const,
      queryFn: ({ signal }) => getTicketStartTimes(scope.api, scope.locale, input.ticketId, { date: input.date, reservations: input.reservations }, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  /** Expected fullness per slot (issue 18); a failure only hides the bars, so it is not retried. */
  forecast: (scope: QueryScope, input: { date: string; museum_id?: number }) =>
    queryOptions({
      queryKey: [...ticketQueries.availability(scope), 'forecast', input] as const,
      queryFn: ({ signal }) => getTicketForecast(scope.api, scope.locale, input, signal),
      staleTime: AVAILABILITY_STALE,
      retry: false,
    }),
  /** Content attributes such as reduction_reason (groups with withContentAttributes). */
  content: (scope: QueryScope, ticketIds: number[]) =>
    queryOptions({
      queryKey: [...scopeKey('tickets', scope), 'content', ticketIds] as const,
      queryFn: ({ signal }) => getTicketContent(scope.api, scope.locale, ticketIds, signal),
      staleTime: STALE,
      enabled: ticketIds.length > 0,
    }),
  capacities: (scope: QueryScope, input: CapacityInput) =>
    queryOptions({
      queryKey: [...ticketQueries.availability(scope), 'capacities', input] as const,
      queryFn: ({ signal }) => postTicketCapacities(scope.api, scope.locale, input, signal),
      staleTime: AVAILABILITY_STALE,
      // requirements/tickets.md §7: never called without ids.
      enabled: input.ticket_ids.length > 0,
    }),
};

/** The ticket and its capacities as other features read them (the one-pager, house-style.md §2). */
export type { CapacitiesResponse, PartyRuleJson, QuotaCapacity, Ticket } from './tickets.api.ts';
