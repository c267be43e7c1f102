import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { tourQueries } from '../api/tours.queries.ts';
import { dayRange, firstAvailableDay, resolveTourDate, todayIn } from '../lib/tour-dates.ts';

export type TourDateState =
  | { step: 'list' }
  | { step: 'scanning' }
  | { step: 'error'; error: unknown }
  | { step: 'none' }
  | { step: 'day'; date: string };

/**
 * The `date` URL param (requirements/tours.md §2.1 /product/tour/{id}?date). Without it the date list shows.
 * With it the date is preselected: an invalid or past value counts as today (requirements/tickets.md §5.1 Dates), and
 * the detail jumps to the first available day within scanDays (requirements/tours.md §9, 90 days); the URL follows
 * with replace, so Back does not return to the empty day.
 */
export function useTourDate(tourId: number) {
  const [search, setSearch] = useSearchParams();
  const { settings, timezone } = useShop();
  const param = search.get('date');
  const today = todayIn(new Date(), timezone);
  const wanted = param === null ? null : resolveTourDate(param, today);
  // The jump to the first available day starts a scan from that day; meanwhile the earlier scan stands, so the
  // chosen day stays on screen and a start time picked in that moment is not thrown away with a loading step.
  const scan = useQuery({
    ...tourQueries.days(useQueryScope(), tourId, dayRange(wanted ?? today, settings.catalogue.tours.scanDays)),
    enabled: wanted !== null, placeholderData: (previous) => previous,
  });
  const first = wanted !== null && scan.data ? firstAvailableDay(scan.data, wanted) : null;
  const setDate = (date: string | null, replace = false) => setSearch((current) => {
    const next = new URLSearchParams(current);
    if (date === null) next.delete('date');
    else next.set('date', date);
    return next;
  }, { replace });

  useEffect(() => {
    if (first && first !== param) setDate(first, true);
    // setDate is recreated each render; the jump depends only on what the scan found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first, param]);

  let state: TourDateState;
  if (wanted === null) state = { step: 'list' };
  // An earlier scan that does not cover the wanted day is no answer yet.
  else if (scan.isPending || (scan.isPlaceholderData && !first)) state = { step: 'scanning' };
  else if (scan.isError) state = { step: 'error', error: scan.error };
  else state = first ? { step: 'day', date: first } : { step: 'none' };
  return { state, choose: (date: string) => setDate(date), clear: () => setDate(null) };
}
