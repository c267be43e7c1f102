import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every wall-clock rule (days, entry minutes, weekdays) is read in the shop's zone. @see requirements/api.md §1.8 Timestamps */
export const ZONE = 'Europe/Berlin';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Zone conversions go through Intl and dominate calendar requests, and the same few
 * thousand slots recur, so results are memoised (bounded; the functions are pure).
 */
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (cache.size > 50_000) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

const wallClockMs = memo((key: string) => dayjs.tz(key, ZONE).valueOf());

const HOUR_MS = 3_600_000;
/** Berlin's offset in minutes during one UTC hour: the zone changes only on full UTC hours, so one Intl call serves the hour. */
const offsetOfHour = memo((hour: number) => dayjs(hour * HOUR_MS).tz(ZONE).utcOffset());
/** From 1900 to 9999 the offset is whole minutes and toISOString has four-digit years; outside, dayjs formats. */
const FAST_FROM = Date.UTC(1900, 0, 1);
const FAST_TO = Date.UTC(9999, 11, 30);

/**
 * The Berlin wall clock of an instant as "YYYY-MM-DDTHH:mm:ss" plus the offset in minutes. Instants rarely recur
 * (now, created_at), so this is computed, not memoised: an order's answer formatted several per request (issue 16).
 */
function wallOf(ms: number): { wall: string; offset: number } | null {
  if (!(ms >= FAST_FROM && ms <= FAST_TO)) return null;
  const offset = offsetOfHour(Math.floor(ms / HOUR_MS));
  return { wall: new Date(ms + offset * 60_000).toISOString().slice(0, 19), offset };
}

function isoOfMs(ms: number): string {
  const local = wallOf(ms);
  if (!local) return dayjs(ms).tz(ZONE).format('YYYY-MM-DDTHH:mm:ssZ');
  const abs = Math.abs(local.offset);
  return `${local.wall}${local.offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function dayOfMs(ms: number): string {
  return wallOf(ms)?.wall.slice(0, 10) ?? dayjs(ms).tz(ZONE).format('YYYY-MM-DD');
}

/** The instant at `minutes` past midnight of `day` on the Berlin wall clock (DST-safe: 600 is 10:00 on every day). */
export function wallClock(day: string, minutes: number): Date {
  return new Date(wallClockMs(`${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`));
}

export function berlin(date: Date): Dayjs {
  return dayjs(date).tz(ZONE);
}

/** YYYY-MM-DD of an instant in Berlin. */
export function dayOf(date: Date): string {
  return dayOfMs(date.getTime());
}

/** 0 = Sunday, as in tickets.weekdays and quotas.closed_weekdays. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Inclusive list of days; callers bound the range first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function endOfMonth(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0, 12)).toISOString().slice(0, 10);
}

/** "2016-07-06T11:00:00+02:00", the contract's timestamp form. */
export function isoBerlin(date: Date): string {
  return isoOfMs(date.getTime());
}

/** "2016-07-06 11:00:00 +0200", the calendar depth=all key form. @see requirements/api.md §4.5 */
export function legacyBerlin(date: Date): string {
  return berlin(date).format('YYYY-MM-DD HH:mm:ss ZZ');
}
