import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the shop's timezone (requirements/settings.md §1.2: Berlin time, whatever the visitor's clock says). */
export function todayIn(now: Date, timezone = DEFAULT_TIMEZONE): string {
  return dayjs(now).tz(timezone).format('YYYY-MM-DD');
}

export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

function isValidDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** requirements/tickets.md §5.1 Dates: the date param must be a valid YYYY-MM-DD, today or later; otherwise today. */
export function resolveTourDate(param: string | null | undefined, today: string): string {
  return isValidDay(param) && param >= today ? param : today;
}

/** start_at/end_at of `days` days from `from` (both ends included). */
export function dayRange(from: string, days: number): { start_at: string; end_at: string } {
  return { start_at: from, end_at: addDays(from, Math.max(1, days) - 1) };
}

/** The days of a depth=any answer that have a free start, in date order. */
export function availableDays(days: Record<string, boolean> | undefined): string[] {
  return Object.entries(days ?? {}).filter(([, free]) => free).map(([day]) => day).sort();
}

/** requirements/tours.md §9.1 Tour dates: the detail jumps to the first available day on or after `from`, or null. */
export function firstAvailableDay(days: Record<string, boolean> | undefined, from: string): string | null {
  return availableDays(days).find((day) => day >= from) ?? null;
}
