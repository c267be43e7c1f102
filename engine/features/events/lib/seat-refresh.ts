import type { EventDateDetail } from '../api/events.api.ts';

/** How often a shown seat plan asks for the seats others hold or booked meanwhile. */
export const SEAT_REFRESH_MS = 20_000;

/**
 * requirements/events-and-seats.md §7: the seat plan auto-updates its blocked seats. Only a seated date refetches;
 * react-query pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
 */
export function seatRefreshInterval(date: EventDateDetail | undefined): number | false {
  return date?.seatings?.length ? SEAT_REFRESH_MS : false;
}
