import { useSearchParams } from 'react-router-dom';
import { useShop } from '../../shop/api/shop.queries.ts';
import { todayIn, validDay } from '../lib/event-days.ts';

/**
 * /event/:id?date&date_id (spec §2): the chosen day and date. A day change replaces the URL; choosing
 * a date pushes it, so Back returns to the date picker.
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
    chooseDay: (day: string) => update({ date: day, date_id: null }, true),
    chooseDate: (day: string, id: number) => update({ date: day, date_id: String(id) }, false),
    backToPicker: () => update({ date_id: null }, false),
  };
}
