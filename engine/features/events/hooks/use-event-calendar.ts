import { useQueries } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { eventQueries } from '../api/events.queries.ts';
import { calendarDays } from '../lib/date-status.ts';
import { addMonths, monthRange } from '../lib/event-days.ts';

/**
 * Day availability of the shown months plus the previous and next one (requirements/events-and-seats.md §5.2 Dates: calendars
 * preload the current, next and previous month unless preLoad is false), one GET /calendar per month.
 */
export function useEventCalendar(eventId: number, firstMonth: string, monthsQuantity: number, today: string, preLoad: boolean) {
  const scope = useQueryScope();
  const shown = Array.from({ length: Math.max(1, monthsQuantity) }, (_, index) => addMonths(firstMonth, index));
  const months = preLoad ? [addMonths(firstMonth, -1), ...shown, addMonths(firstMonth, shown.length)] : shown;
  const ranges = months.map((month) => monthRange(month, today)).filter((range) => range !== null);
  const results = useQueries({ queries: ranges.map((range) => eventQueries.calendar(scope, { eventId, ...range })) });
  return {
    ...calendarDays(results.flatMap((result) => (result.data ? [result.data] : [])), new Date()),
    loading: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? undefined,
  };
}
