import { dayjs } from '../../../shared/i18n/dayjs.ts';

/** A day range of the event date list, both ends as YYYY-MM-DD and inclusive. */
export interface DayRange { start: string; end: string }
export type RangeError = 'tooEarly' | 'tooLate';

/** requirements/events-and-seats.md §5.2 'Dates': the range may span at most 60 days; it starts as today..+30 and resets to start + 30. */
const MAX_RANGE_DAYS = 60;
const DEFAULT_RANGE_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const plusDays = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

export function defaultRange(today: string): DayRange {
  return { start: today, end: plusDays(today, DEFAULT_RANGE_DAYS) };
}

/** The latest end allowed for a start (the end picker's max). */
export function latestEnd(start: string): string {
  return plusDays(start, MAX_RANGE_DAYS);
}

/** A new start moves the end with it: before the start → start + 30, beyond the cap → start + 60. */
export function endForStart(start: string, end: string): string {
  if (!isDay(end) || end < start) return plusDays(start, DEFAULT_RANGE_DAYS);
  return end > latestEnd(start) ? latestEnd(start) : end;
}

/** requirements/catalogue.md §5: tooEarly when the start is before today, tooLate when the end is past start + 60 days. */
export function rangeErrors({ start, end }: DayRange, today: string): RangeError[] {
  const errors: RangeError[] = [];
  if (start < today) errors.push('tooEarly');
  if (end > latestEnd(start)) errors.push('tooLate');
  return errors;
}

/**
 * ?start&end of the URL: a missing or malformed start is today, a past one too (requirements/events-and-seats.md §5.2 'Dates');
 * the end then follows the start's rules. A range too long stays as given, so the page can say so.
 */
export function rangeFromUrl(params: URLSearchParams, today: string): DayRange {
  const rawStart = params.get('start');
  const start = isDay(rawStart) && rawStart >= today ? rawStart : today;
  const rawEnd = params.get('end');
  return { start, end: isDay(rawEnd) && rawEnd >= start ? rawEnd : plusDays(start, DEFAULT_RANGE_DAYS) };
}

/** event_ids is a comma list; unknown pieces are dropped. */
export function parseEventIds(value: string | null): number[] {
  return (value ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** Today as YYYY-MM-DD in the shop's timezone. */
export function todayIn(now: Date, timezone: string): string {
  return dayjs(now).tz(timezone).format('YYYY-MM-DD');
}
