import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getTour, getTourDays, getTourEquipmentFree, getTourPrices, getTourStartTimes, type TourPriceParams } from './tours.api.ts';

const STALE = 5 * 60_000;
/** Free start times change with every booking elsewhere; fresh, but not refetched on every render. */
const AVAILABILITY_STALE = 30_000;

export const tourQueries = {
  all: () => ['tours'] as const,
  detail: (scope: QueryScope, id: number) =>
    queryOptions({
      queryKey: [...scopeKey('tours', scope), 'detail', id] as const,
      queryFn: ({ signal }) => getTour(scope.api, scope.locale, id, signal),
      staleTime: STALE,
    }),
  /** Prefix of every availability read of one tour. */
  availability: (scope: QueryScope, id: number) => [...scopeKey('tours', scope), 'availability', id] as const,
  days: (scope: QueryScope, id: number, range: { start_at: string; end_at: string }) =>
    queryOptions({
      queryKey: [...tourQueries.availability(scope, id), 'days', range] as const,
      queryFn: ({ signal }) => getTourDays(scope.api, scope.locale, id, range, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  startTimes: (scope: QueryScope, id: number, date: string) =>
    queryOptions({
      queryKey: [...tourQueries.availability(scope, id), 'startTimes', date] as const,
      queryFn: ({ signal }) => getTourStartTimes(scope.api, scope.locale, id, date, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  /** Free pieces of one equipment at one start; under availability, so a booking refresh reaches it. */
  equipment: (scope: QueryScope, id: number, equipmentId: number, startTime: string) =>
    queryOptions({
      queryKey: [...tourQueries.availability(scope, id), 'equipment', equipmentId, startTime] as const,
      queryFn: ({ signal }) => getTourEquipmentFree(scope.api, scope.locale, id, equipmentId, startTime, signal),
      staleTime: AVAILABILITY_STALE,
    }),
  /** The selected address and its audience are part of the key: they change the prices (issue 7). */
  prices: (scope: QueryScope, id: number, params: TourPriceParams) =>
    queryOptions({
      queryKey: [...scopeKey('tours', scope), 'prices', id, params] as const,
      queryFn: ({ signal }) => getTourPrices(scope.api, scope.locale, id, params, signal),
      staleTime: STALE,
    }),
};
