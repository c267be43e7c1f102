import { useSearchParams } from 'react-router-dom';
import { useShop } from '../../shop/api/shop.queries.ts';
import { todayIn } from '../lib/berlin-day.ts';
import { resolveTicketDate } from '../lib/ticket-date.ts';
import { timeParam } from '../lib/time-param.ts';

/** group, date (validated, requirements/tickets.md §5.1 Dates), time and vip from the query, plus setters that keep the rest. */
export function useBookingParams() {
  const [search, setSearch] = useSearchParams();
  const { settings, timezone } = useShop();
  const today = todayIn(new Date(), timezone);
  const date = resolveTicketDate(search.get('date'), today, settings.tickets.calendar.startDate);
  const groupName = search.get('group');
  const update = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    setSearch(params, { replace: true });
  };
  return {
    search, today, date, time: timeParam(search.get('time')), vip: search.get('vip') === 'true',
    group: settings.tickets.groups.find((group) => group.name === groupName),
    groupName,
    setDate: (next: string) => update({ date: next, time: null }),
    setTime: (next: string) => update({ time: next }),
  };
}
