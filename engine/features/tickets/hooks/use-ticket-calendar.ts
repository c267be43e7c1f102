import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { CalendarParams } from '../api/tickets.api.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { addMonths, monthRange } from '../lib/month-grid.ts';
import { useHoldTokens } from './use-hold-tokens.ts';

type Filters = Omit<CalendarParams, 'start_at' | 'end_at' | 'reservations'>;

/**
 * Day availability of the shown months from GET /tickets/calendar (one call per month, ≤ 31 days);
 * the previous and next month are prefetched unless preLoad is false (requirements/tickets.md §5.1 Dates).
 */
export function useTicketCalendar(filters: Filters, firstMonth: string, monthsQuantity: number, today: string, preLoad: boolean) {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const reservations = useHoldTokens();
  const options = (month: string) => {
    const range = monthRange(month, today);
    return range ? ticketQueries.calendar(scope, { ...filters, ...range, reservations }) : null;
  };
  const months = Array.from({ length: Math.max(1, monthsQuantity) }, (_, index) => addMonths(firstMonth, index));
  const first = options(months[0]!);
  const second = options(months[1] ?? months[0]!);
  const a = useQuery({ ...(first ?? ticketQueries.calendar(scope, { ...filters, start_at: today, end_at: today, reservations })), enabled: !!first });
  const b = useQuery({ ...(second ?? ticketQueries.calendar(scope, { ...filters, start_at: today, end_at: today, reservations })), enabled: !!second && months.length > 1 });
  const neighbours = [addMonths(firstMonth, -1), addMonths(firstMonth, months.length)];
  const prefetchKey = JSON.stringify([filters, firstMonth, reservations]);
  useEffect(() => {
    if (!preLoad) return;
    for (const month of neighbours) {
      const next = options(month);
      if (next) void queryClient.prefetchQuery(next);
    }
    // Only the inputs in prefetchKey matter; the option builders are recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetchKey, preLoad]);
  const several = months.length > 1;
  // One object per answer, not per render: the month calendars are memoised on it.
  const days = useMemo(() => ({ ...(a.data ?? {}), ...(several ? b.data ?? {} : {}) }), [a.data, b.data, several]);
  return {
    days,
    loaded: [a.data, months.length > 1 ? b.data : undefined].filter((data): data is Record<string, boolean> => !!data),
    loading: a.isPending && !!first,
  };
}
