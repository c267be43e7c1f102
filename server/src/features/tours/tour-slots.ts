import { berlin, dayOf, wallClock, weekdayOf } from '../../shared/berlin-time';

/** Tour booking status BOOKED (requirements/api.md §8.7). */
export const TOUR_BOOKED = 20;
/** Start times run in 15-minute steps. @see requirements/api.md §7.6 */
const TOUR_STEP = 15;

export interface TourGrid { first_start: number; last_start: number; weekdays: number[]; bookable: boolean }

/** Starts of `day` within the tour's window (and the optional opening hours), on its weekdays. */
export function tourStarts(tour: TourGrid, day: string, open = 0, close = 24 * 60): Date[] {
  if (!tour.bookable || !tour.weekdays.includes(weekdayOf(day))) return [];
  const starts: Date[] = [];
  for (let minute = tour.first_start; minute <= tour.last_start; minute += TOUR_STEP) {
    if (minute >= open && minute <= close) starts.push(wallClock(day, minute));
  }
  return starts;
}

/** Why `start` is not a start time of the tour, or null. */
export function tourStartProblem(tour: TourGrid, start: Date, now: Date): string | null {
  if (start.getTime() <= now.getTime()) return 'is in the past';
  const local = berlin(start);
  const minute = local.hour() * 60 + local.minute();
  const onGrid = local.second() === 0 && tourStarts(tour, dayOf(start)).some((candidate) => candidate.getTime() === start.getTime());
  return onGrid && minute >= tour.first_start ? null : 'is not a start time of this tour';
}

export interface SlotUse { tours: number; equipment: Map<number, number> }
