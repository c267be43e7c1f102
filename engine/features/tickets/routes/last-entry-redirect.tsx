import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { Loading } from '../../../shared/ui/loading.tsx';
import type { TicketGroup } from '../../../settings/settings.gen.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { apiTypesOf, type TicketFilter } from '../lib/group-params.ts';
import { lastEntryDay, lastEntryWindow } from '../lib/last-entry.ts';

/**
 * A lastEntry group opened without a date (requirements/tickets.md §9): reads the 30-day calendar and opens the first
 * day with tickets within today + 3 days. Calls: GET /tickets/calendar.
 */
export function LastEntryRedirect({ group, filter, today }: { group: TicketGroup; filter: TicketFilter; today: string }) {
  const scope = useQueryScope();
  const { pathname, search } = useLocation();
  const params = {
    by_ticket_types: apiTypesOf(group), ...lastEntryWindow(today), reservations: [],
    ...(filter.museumId ? { by_museum_ids: [filter.museumId] } : {}), ...(filter.exhibitionId ? { by_exhibition_ids: [filter.exhibitionId] } : {}),
  };
  const calendar = useQuery(ticketQueries.calendar(scope, params));
  if (calendar.isPending) return <Loading />;
  const query = new URLSearchParams(search);
  query.set('date', lastEntryDay(today, calendar.data));
  return <Navigate to={`${pathname}?${query}`} replace />;
}
