import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getCalendarDates, getCalendarDays, getUpcomingDates, type CalendarDatesParams, type CalendarDaysParams, type UpcomingDatesParams } from './calendar.api.ts';
import { getEvents, getExhibition, getExhibitions, getMuseum, getMuseums, getTours, type ListParams } from './catalogue.api.ts';

const STALE = 5 * 60_000;
/** Seats change with every sale elsewhere; fresh, but not refetched on every render. */
const AVAILABILITY_STALE = 30_000;

export const catalogueQueries = {
  all: () => ['catalogue'] as const,
  museums: (scope: QueryScope, params: ListParams = {}) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'museums', 'list', params] as const,
      queryFn: ({ signal }) => getMuseums(scope.api, scope.locale, params, signal),
      staleTime: STALE,
    }),
  museum: (scope: QueryScope, id: number) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'museums', 'detail', id] as const,
      queryFn: ({ signal }) => getMuseum(scope.api, scope.locale, id, signal),
      staleTime: STALE,
    }),
  exhibitions: (scope: QueryScope, params: ListParams = {}) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'exhibitions', 'list', params] as const,
      queryFn: ({ signal }) => getExhibitions(scope.api, scope.locale, params, signal),
      staleTime: STALE,
    }),
  exhibition: (scope: QueryScope, id: number) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'exhibitions', 'detail', id] as const,
      queryFn: ({ signal }) => getExhibition(scope.api, scope.locale, id, signal),
      staleTime: STALE,
    }),
  events: (scope: QueryScope, params: ListParams = {}) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'events', 'list', params] as const,
      queryFn: ({ signal }) => getEvents(scope.api, scope.locale, params, signal),
      staleTime: STALE,
    }),
  tours: (scope: QueryScope, params: ListParams = {}) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'tours', 'list', params] as const,
      queryFn: ({ signal }) => getTours(scope.api, scope.locale, params, signal),
      staleTime: STALE,
    }),
  /** Product calendar: which days have dates (requirements/catalogue.md §2.7 'Product calendar'). */
  calendarDays: (scope: QueryScope, params: CalendarDaysParams) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'calendar', 'days', params] as const,
      queryFn: ({ signal }) => getCalendarDays(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  /** Bookable dates of all events in a range: the start page sorts events by them. */
  upcomingDates: (scope: QueryScope, params: UpcomingDatesParams) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'calendar', 'upcoming', params] as const,
      queryFn: ({ signal }) => getUpcomingDates(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  calendarDates: (scope: QueryScope, params: CalendarDatesParams) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'calendar', 'dates', params] as const,
      queryFn: ({ signal }) => getCalendarDates(scope.api, scope.locale, params, signal),
      staleTime: AVAILABILITY_STALE,
    }),
};

/** requirements/catalogue.md §8.1 'Load failures', shared by every detail screen (events and tours too). */
export { failurePath } from '../lib/failure-path.ts';

const FEATURED = { by_featured: true } as const;

/** The start carousel's lists (requirements/catalogue.md §2.1 'Start page': featured exhibitions, events, tours). */
export function featuredQueries(scope: QueryScope) {
  return {
    exhibitions: catalogueQueries.exhibitions(scope, FEATURED),
    events: catalogueQueries.events(scope, FEATURED),
    tours: catalogueQueries.tours(scope, FEATURED),
  };
}
