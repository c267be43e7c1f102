import { addDays, todayIn } from '../lib/berlin-day.ts';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * A bookable day at least `offset` days ahead whose neighbour (+1) is bookable too and in the same
 * month, so a keyboard story can move one day right within the shown calendar. Mondays are closed
 * in the default scenario (the Kunsthalle's closing day).
 */
export function storyDay(offset = 3): string {
  let date = addDays(todayIn(new Date()), offset);
  while (weekday(date) === 0 || weekday(date) === 1 || Number(date.slice(8)) > 27) date = addDays(date, 1);
  return date;
}

export const nextDay = (date: string) => addDays(date, 1);
