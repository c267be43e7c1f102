import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ticketQueries } from '../api/tickets.queries.ts';
import { addDays } from '../lib/berlin-day.ts';
import { firstAvailableDay } from '../lib/first-available-day.ts';

interface FirstDateInput {
  /** Only when the VIP view opens without a chosen date and the setting asks for it. */
  enabled: boolean;
  today: string;
  types: string[];
  audience: number | undefined;
  setDate: (day: string) => void;
}

/** Settings vip.firstAvailableDate: moves a VIP view that opened on today to the first bookable day of the next month. */
export function useFirstAvailableDate({ enabled, today, types, audience, setDate }: FirstDateInput): void {
  const scope = useQueryScope();
  const params = { by_ticket_types: types, start_at: today, end_at: addDays(today, 30), ...(audience ? { by_price_target_audience_id: audience } : {}) };
  const calendar = useQuery({ ...ticketQueries.calendar(scope, params), enabled });
  const first = enabled ? firstAvailableDay(calendar.data) : null;
  useEffect(() => {
    if (first && first !== today) setDate(first);
  }, [first, today, setDate]);
}
