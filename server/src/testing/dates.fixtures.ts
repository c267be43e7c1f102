import { addDays, dayOf, isoBerlin, wallClock } from '../shared/berlin-time';

/** A day `ahead` days after the server clock's today in Berlin, so tests never go stale. */
export function dayAhead(now: Date, ahead = 14): string {
  return addDays(dayOf(now), ahead);
}

/** ISO start (with Berlin offset) at `minutes` past midnight of `day`. */
export function slotIso(day: string, minutes: number): string {
  return isoBerlin(wallClock(day, minutes));
}
