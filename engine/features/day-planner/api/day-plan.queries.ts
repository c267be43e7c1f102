import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getDayOffers } from './day-plan.api.ts';

/** Free starts and seats change with every booking elsewhere; fresh, but not refetched on every render. */
const AVAILABILITY_STALE = 30_000;

export const dayPlanQueries = {
  all: () => ['day-planner'] as const,
  offers: (scope: QueryScope, date: string) =>
    queryOptions({
      queryKey: [...scopeKey('day-planner', scope), 'offers', date] as const,
      queryFn: ({ signal }) => getDayOffers(scope.api, scope.locale, date, signal),
      staleTime: AVAILABILITY_STALE,
    }),
};
