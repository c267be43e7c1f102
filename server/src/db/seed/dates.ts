import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Europe/Berlin';

/** The start of today in Berlin: demo dates count from here so they never go stale. */
export function seedDay(now = new Date()): Dayjs {
  return dayjs(now).tz(TZ).startOf('day');
}

/** "YYYY-MM-DD" of the day `offset` days after `day`. */
export function dateOf(day: Dayjs, offset: number): string {
  return day.add(offset, 'day').format('YYYY-MM-DD');
}

/**
 * The instant of minute-of-day `minutes` on day `day + offset` in Berlin, as ISO UTC.
 * Built from the wall-clock time rather than by adding minutes, so DST days stay right.
 */
export function atMinute(day: Dayjs, offset: number, minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return dayjs.tz(`${dateOf(day, offset)} ${hh}:${mm}`, TZ).toISOString();
}

/** Weekday (0 = Sunday) of day `day + offset`. */
export function weekdayOf(day: Dayjs, offset: number): number {
  return day.add(offset, 'day').day();
}

/** Offsets 0..days-1 whose weekday is in `weekdays`. */
export function offsetsOn(day: Dayjs, weekdays: number[], days = 365): number[] {
  const out: number[] = [];
  for (let offset = 0; offset < days; offset++) if (weekdays.includes(weekdayOf(day, offset))) out.push(offset);
  return out;
}
