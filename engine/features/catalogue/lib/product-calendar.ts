import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';

/** GET /calendar: depth=any answers day → bool, depth=all day → the dates of that day (requirements/api.md §6.9). */
export type CalendarDays = Record<string, boolean | readonly unknown[]>;

/** The seat fields the calendar needs of a date (requirements/api.md §6.5). */
export interface DateAvailability {
  bookable?: boolean;
  seats?: { available?: number | null } | null;
}

/** How far the product calendar looks for available days; /calendar answers at most a month. */
const CALENDAR_WINDOW_DAYS = 31;

/** Today in the shop's timezone and the last day of the calendar window. */
export function calendarWindow(now: Date, timezone = DEFAULT_TIMEZONE, days = CALENDAR_WINDOW_DAYS): { start_at: string; end_at: string } {
  const today = dayjs(now).tz(timezone);
  return { start_at: today.format('YYYY-MM-DD'), end_at: today.add(days - 1, 'day').format('YYYY-MM-DD') };
}

/** Days with something to book, in order; both depth answers count (true or a non-empty list). */
export function availableDays(calendar: CalendarDays | undefined): string[] {
  return Object.entries(calendar ?? {})
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value === true))
    .map(([day]) => day)
    .sort();
}

/** requirements/catalogue.md §2.7 'Product calendar': a date without free seats, or closed for booking, is marked sold out. */
export function isSoldOut(date: DateAvailability): boolean {
  return date.bookable === false || date.seats?.available === 0;
}

/** The wall-clock start time in the shop's timezone ('18:30'). */
export function startTimeOf(startTime: string, timezone = DEFAULT_TIMEZONE): string {
  return dayjs(startTime).tz(timezone).format('HH:mm');
}
