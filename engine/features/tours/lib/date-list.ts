import type { TourStartTime } from '../api/tours.api.ts';

/** Free places of one day: the biggest group that can still book, and the places of a full tour. */
export interface DayPlaces {
  free: number;
  max: number;
}

/**
 * requirements/tours.md §2.2 'Tour dates list: free places per date'. A tour is booked as one group, so the useful
 * figure is the largest group any start of the day still takes, not the sum over its starts.
 */
export function placesOfDay(starts: TourStartTime[]): DayPlaces {
  let free = 0;
  let max = 0;
  for (const { participants } of starts) {
    free = Math.max(free, Math.min(participants.bookable, participants.max));
    max = Math.max(max, participants.max);
  }
  return { free, max };
}

/** requirements/tours.md §9: 'few seats' when the free places are at most the threshold (default 70 %) of max, rounded. */
export function isFewSeats({ free, max }: DayPlaces, thresholdPercent: number): boolean {
  return free > 0 && free <= Math.round((max * thresholdPercent) / 100);
}

/** requirements/tours.md §2: the list shows `shown` dates; 'load more' appears while more are loaded. */
export function pageOfDates(dates: string[], shown: number): { visible: string[]; hasMore: boolean } {
  return { visible: dates.slice(0, shown), hasMore: dates.length > shown };
}
