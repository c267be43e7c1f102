import { useSearchParams } from 'react-router-dom';
import { useShop } from '../../shop/api/shop.queries.ts';
import { todayIn, validDay } from '../lib/event-days.ts';

/**
 * /event/:id?date&date_id&time&typeSelected (requirements/events-and-seats.md §2): the chosen day and date. A day change replaces
 * the URL; choosing a date pushes it, so Back returns to the date picker. In the tickets variant a
 * chosen entry time puts date, time and typeSelected=day (the spec's value) in the URL.
 */
export function useEventParams() {
  const [search, setSearch] = useSearchParams();
  const { timezone } = useShop();
  const today = todayIn(new Date(), timezone);
  const dateId = Number(search.get('date_id'));
  const update = (changes: Record<string, string | null>, replace: boolean) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    setSearch(params, { replace });
  };
  return {
    today,
    day: validDay(search.get('date'), today),
    dateId: Number.isInteger(dateId) && dateId > 0 ? dateId : undefined,
    time: search.get('time'),
    chooseDay: (day: string) => update({ date: day, date_id: null, time: null, typeSelected: null }, true),
    chooseTime: (day: string, time: string) => update({ date: day, time, typeSelected: 'day' }, true),
    chooseDate: (day: string, id: number) => update({ date: day, date_id: String(id) }, false),
    backToPicker: () => update({ date_id: null }, false),
  };
}
