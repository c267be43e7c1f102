import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';
import { wallClockAt } from '../../../shared/i18n/dayjs-fast-tz.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's date in the shop's timezone (requirements/settings.md §1.2: Europe/Berlin, whatever the visitor's clock says). */
export function todayIn(now: Date, timezone = DEFAULT_TIMEZONE): string {
  return dayOfInstant(now.getTime(), timezone);
}

/** The ISO instant of `minute` after midnight on `date`, built from the wall clock so DST days stay right. */
export function slotAt(date: string, minute: number, timezone = DEFAULT_TIMEZONE): string {
  return dayjs.tz(`${date} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`, timezone).format();
}

/** The shop-timezone day of an instant (off the zone's wall clock: every screen asks for today on each render, issue 12). */
export function dayOfInstant(value: string | number, timezone = DEFAULT_TIMEZONE): string {
  const { year, month, day } = wallClockAt(dayjs(value).valueOf(), timezone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Minutes after the shop-timezone midnight of an instant (off the zone's wall clock: called per slot, issue 12). */
export function minuteOfDay(value: string | number, timezone = DEFAULT_TIMEZONE): number {
  const { hour, minute } = wallClockAt(dayjs(value).valueOf(), timezone);
  return hour * 60 + minute;
}

export function addDays(date: string, days: number): string {
  const moved = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}
