import { addDays, isoBerlin, wallClock, weekdayOf } from '../../shared/berlin-time';

/**
 * Wall-clock minutes on `day` in the shop's zone; built from the local time (not by adding
 * minutes to midnight) so hours stay right on daylight-saving days. 1440 = midnight after.
 */
function zonedMinute(day: string, minute: number): string {
  return isoBerlin(wallClock(addDays(day, Math.floor(minute / 1440)), minute % 1440));
}

/**
 * museums.opening_hours is weekday ("0" = Sunday) → [open, close] minutes; a missing day is closed.
 * requirements/api.md §1.8: `/version.zone`; every museum of a shop keeps Berlin time.
 */
export function openingHoursOn(hours: Record<string, [number, number]>, day: string) {
  const span = hours[String(weekdayOf(day))];
  if (!Array.isArray(span) || span.length !== 2) return null;
  return { begin: zonedMinute(day, span[0]), end: zonedMinute(day, span[1]) };
}
