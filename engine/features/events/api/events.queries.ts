import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { loadDateWindows, type DateWindowSettings } from '../lib/date-windows.ts';
import { seatRefreshInterval } from '../lib/seat-refresh.ts';
import { getEvent, getEventCalendar, getEventDate, getEventDates, getEventDatesInRange, type CalendarParams, type DateParams, type DatesParams } from './events.api.ts';

export interface UpcomingParams extends DateWindowSettings { eventId: number; today: string; extensions: number }

const STALE = 5 * 60_000;
/** Seats change with every sale elsewhere; fresh, but not refetched on every render. */
const AVAILABILITY_STALE = 30_000;

export const eventQueries = {
  all: () => ['events'] as const,
  detail: (scope: QueryScope, id: number) =>
    queryOptions({
      queryKey: [...scopeKey('events', scope), 'detail', id] as const,
      queryFn: ({ signal }) => getEvent(scope.api, scope.locale, id, signal),
      staleTime: STALE,
    }),
  /** Prefix of every seat-dependent read; add to cart invalidates it (house-style.md §6). */
  availability: (scope: QueryScope) => [...scopeKey('events', scope), 'availability'] as const,
  calendar: (scope: QueryScope, params: CalendarParams) =>
    queryOptions({
      queryKey: [...eventQueries.availability(scope), 'calendar', params] as const,
      queryFn: ({ signal }) => getEventCalendar(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  dates: (scope: QueryScope, params: DatesParams) =>
    queryOptions({
      queryKey: [...eventQueries.availability(scope), 'dates', params] as const,
      queryFn: ({ signal }) => getEventDates(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  /** The event's next dates, window by window (settings catalogue.eventDates, requirements/events-and-seats.md §9). */
  upcoming: (scope: QueryScope, params: UpcomingParams) =>
    queryOptions({
      queryKey: [...eventQueries.availability(scope), 'upcoming', params] as const,
      queryFn: ({ signal }) => loadDateWindows(
        (range, page, perPage) => getEventDatesInRange(scope.api, scope.locale, { eventId: params.eventId, ...range, page, perPage }, signal),
        params.today, params, params.extensions,
      ),
      staleTime: AVAILABILITY_STALE,
    }),
  /** The billing address is part of the key: its audience may change the prices (issue 7). */
  date: (scope: QueryScope, params: DateParams) =>
    queryOptions({
      queryKey: [...eventQueries.availability(scope), 'date', params] as const,
      queryFn: ({ signal }) => getEventDate(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
      // requirements/events-and-seats.md §7: a shown seat plan picks up seats others hold or booked without a reload.
      refetchInterval: (query) => seatRefreshInterval(query.state.data),
    }),
};
