import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** ENDPOINTS.md §1: `/version.zone`; every museum of a shop keeps Berlin time. */
const SHOP_ZONE = 'Europe/Berlin';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Wall-clock minutes on `day` in the shop's zone; built from the local time (not by adding
 * minutes to midnight) so hours stay right on daylight-saving days. 1440 = midnight after.
 */
function zonedMinute(day: string, minute: number): string {
  const date = dayjs.utc(day).add(Math.floor(minute / 1440), 'day').format('YYYY-MM-DD');
  const rest = minute % 1440;
  return dayjs.tz(`${date}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}:00`, SHOP_ZONE).format();
}

export function todayInShopZone(now: Date): string {
  return dayjs(now).tz(SHOP_ZONE).format('YYYY-MM-DD');
}

/** museums.opening_hours is weekday ("0" = Sunday) → [open, close] minutes; a missing day is closed. */
export function openingHoursOn(hours: Record<string, [number, number]>, day: string) {
  const weekday = dayjs.utc(day).day();
  const span = hours[String(weekday)];
  if (!Array.isArray(span) || span.length !== 2) return null;
  return { begin: zonedMinute(day, span[0]), end: zonedMinute(day, span[1]) };
}
