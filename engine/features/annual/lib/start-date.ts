import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';

/** Contract PUT /annual/ticket_sales: today (Europe/Berlin) up to 365 days ahead. */
const MAX_START_DAYS = 365;

/** 'YYYY-MM-DD' of `now` in the shop's timezone. */
export const todayIn = (now: Date, timezone = DEFAULT_TIMEZONE): string => dayjs(now).tz(timezone).format('YYYY-MM-DD');

export function startDateBounds(now: Date, timezone = DEFAULT_TIMEZONE): { min: string; max: string } {
  const today = dayjs(now).tz(timezone);
  return { min: today.format('YYYY-MM-DD'), max: today.add(MAX_START_DAYS, 'day').format('YYYY-MM-DD') };
}

/** The start day of a sale as a date input value (start_at is the start of a Berlin day). */
export const startDay = (startAt: string, timezone = DEFAULT_TIMEZONE): string => dayjs(startAt).tz(timezone).format('YYYY-MM-DD');

export function isAllowedStartDate(day: string, now: Date, timezone = DEFAULT_TIMEZONE): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const { min, max } = startDateBounds(now, timezone);
  return day >= min && day <= max;
}

/** requirements/annual-and-vip.md §5: a date of birth, when given, lies in the past. */
export function isPastDate(day: string, now: Date, timezone = DEFAULT_TIMEZONE): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && dayjs(day).isValid() && day < todayIn(now, timezone);
}
