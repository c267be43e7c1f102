import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the shop's timezone (requirements/settings.md §1.2: Europe/Berlin whatever the visitor's clock says). */
export function todayIn(now: Date, timezone = DEFAULT_TIMEZONE): string {
  return dayjs(now).tz(timezone).format('YYYY-MM-DD');
}

/** The shop-timezone day of an instant, e.g. a date's start_time. */
export function dayOfInstant(value: string, timezone = DEFAULT_TIMEZONE): string {
  return dayjs(value).tz(timezone).format('YYYY-MM-DD');
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

export function addMonths(month: string, count: number): string {
  return dayjs(`${month}-01`).add(count, 'month').format('YYYY-MM');
}

/** The calendar range of one month, never before today; null for months already over. */
export function monthRange(month: string, today: string): { start_at: string; end_at: string } | null {
  const end = dayjs(`${month}-01`).endOf('month').format('YYYY-MM-DD');
  if (end < today) return null;
  return { start_at: `${month}-01` < today ? today : `${month}-01`, end_at: end };
}

/**
 * requirements/events-and-seats.md §5.2 Dates: a date param counts only as a real YYYY-MM-DD day, today or later; otherwise the
 * detail picks the first day with dates itself.
 */
export function validDay(value: string | null | undefined, today: string): string | undefined {
  if (!value || !DAY.test(value) || !dayjs(value).isValid() || dayjs(value).format('YYYY-MM-DD') !== value) return undefined;
  return value < today ? undefined : value;
}
