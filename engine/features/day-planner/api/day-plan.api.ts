import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';

/** The GET /tours fields the planner reads (requirements/api.md §7.2); `duration` is this server's addition. */
export interface PlanTour {
  id: number;
  title: string;
  museum_id?: number | null;
  bookable: boolean;
  /** Minutes; a go~mus server does not send it, then the planner assumes an hour (plan-offers.ts). */
  duration?: number | null;
}

/** A GET /tours/{id}/start_times/{date} row (requirements/api.md §7.7). */
export interface PlanTourStart {
  start_time: string;
  participants: { min: number; max: number; bookable: number };
}

/** A GET /dates row (requirements/api.md §6.7, shaped like requirements/api.md §6.5). */
export interface PlanEventDate {
  id: number;
  event_id: number;
  museum_id?: number | null;
  title: string;
  bookable?: boolean;
  start_time: string;
  duration?: number | null;
  seats?: { available?: number | null } | null;
}

export interface DayOffersData {
  tours: { tour: PlanTour; starts: PlanTourStart[] }[];
  dates: PlanEventDate[];
}

const FULL_LIST = 1000;

/**
 * Everything of one day the planner may offer, across all museums of the shop (a museum group plans
 * across its houses): bookable tours with their starts that day, and the day's event dates.
 * Calls: GET /tours, GET /tours/{id}/start_times/{date} per bookable tour, GET /dates.
 */
export async function getDayOffers(api: ApiConfig, locale: string, date: string, signal?: AbortSignal): Promise<DayOffersData> {
  const [toursBody, datesBody] = await Promise.all([
    apiRequest<{ tours: PlanTour[] }>(api, '/tours', { locale, signal, params: { per_page: FULL_LIST } }),
    apiRequest<{ dates: PlanEventDate[] }>(api, '/dates', { locale, signal, params: { start_at: date, end_at: date, by_bookable: true, per_page: FULL_LIST } }),
  ]);
  const tours = await Promise.all(toursBody.tours.filter((tour) => tour.bookable).map(async (tour) => {
    const body = await apiRequest<{ data: PlanTourStart[] }>(api, `/tours/${tour.id}/start_times/${date}`, { locale, signal });
    return { tour, starts: body.data };
  }));
  return { tours, dates: datesBody.dates };
}
