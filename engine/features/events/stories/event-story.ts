import { todayIn } from '../lib/event-days.ts';
import { dateIdOf } from '../../../../tests/mocks/fixtures/events.ts';

/** The next day of `weekday` (0 = Sunday) at least three days ahead, so the date is always bookable. */
export function nextWeekday(weekday: number): string {
  const day = new Date(`${todayIn(new Date())}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 3);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** /event/:id with a chosen date (date and date_id in the URL, requirements/events-and-seats.md §2). */
export const dateRoute = (eventId: number, day: string) => `/event/${eventId}?date=${day}&date_id=${dateIdOf(day)}`;
