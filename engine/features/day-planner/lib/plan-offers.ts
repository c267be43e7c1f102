import type { DayOffersData } from '../api/day-plan.api.ts';
import type { PlanOffer } from './plan-rules.ts';

/** What a tour lasts when the server does not say (go~mus sends no duration); an hour is the usual public tour. */
const DEFAULT_TOUR_MINUTES = 60;
const MINUTE = 60_000;

/**
 * The day's tour starts and event dates as plan offers: only starts with a free place and bookable
 * dates with seats left (unknown seat counts count as free; the order checks them).
 */
export function planOffers({ tours, dates }: DayOffersData): PlanOffer[] {
  const tourOffers = tours.flatMap(({ tour, starts }) => starts
    .filter((start) => start.participants.bookable > 0)
    .map((start) => {
      const begin = Date.parse(start.start_time);
      return {
        key: `tour-${tour.id}-${begin}`, kind: 'tour' as const, id: tour.id, title: tour.title, museumId: tour.museum_id ?? null,
        start: begin, end: begin + (tour.duration ?? DEFAULT_TOUR_MINUTES) * MINUTE,
      };
    }));
  const eventOffers = dates
    .filter((date) => date.bookable !== false && (date.seats?.available ?? 1) > 0)
    .map((date) => {
      const begin = Date.parse(date.start_time);
      return {
        key: `event-${date.id}`, kind: 'event' as const, id: date.id, eventId: date.event_id, title: date.title, museumId: date.museum_id ?? null,
        start: begin, end: begin + (date.duration ?? DEFAULT_TOUR_MINUTES) * MINUTE,
      };
    });
  return [...tourOffers, ...eventOffers];
}
