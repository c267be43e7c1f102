import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta } from '../../../shared/api/page.ts';
import type { ProductCalendar } from '../../../settings/settings.gen.ts';
import type { CalendarDays } from '../lib/product-calendar.ts';

/**
 * A date of GET /dates as the product calendar shows it (requirements/api.md §6.5, requirements/api.md §6.7). The events
 * feature's EventDate lacks the museum and location fields, hence this narrower own type.
 */
export interface CalendarDate {
  id: number;
  event_id: number;
  museum_id?: number | null;
  title: string;
  sub_title?: string | null;
  start_time: string;
  bookable?: boolean;
  seats?: { available?: number | null; max?: number } | null;
  location?: { name?: string | null } | null;
}

/** Which museum or exhibition the calendar belongs to (start page: none). */
export interface CalendarFilter {
  by_museum_ids?: number[];
  by_exhibition_ids?: number[];
}

export interface CalendarDaysParams extends CalendarFilter {
  depth: ProductCalendar['depth'];
  start_at: string;
  end_at: string;
}

export interface CalendarDatesParams extends CalendarFilter {
  day: string;
  per_page: number;
}

export interface UpcomingDatesParams {
  start_at: string;
  end_at: string;
  per_page: number;
}

/** GET /dates over a range, to sort the start page's events by their first date (requirements/catalogue.md §2). */
export async function getUpcomingDates(api: ApiConfig, locale: string, params: UpcomingDatesParams, signal?: AbortSignal) {
  return apiRequest<{ dates: CalendarDate[]; meta?: PageMeta }>(api, '/dates', { locale, signal, params: { ...params, by_bookable: true } });
}

/** GET /calendar across all events (requirements/api.md §6.9); depth comes from settings. */
export async function getCalendarDays(api: ApiConfig, locale: string, params: CalendarDaysParams, signal?: AbortSignal) {
  return (await apiRequest<{ data: CalendarDays }>(api, '/calendar', { locale, signal, params: { ...params } })).data;
}

/** GET /dates of one day across all events (requirements/api.md §6.7). */
export async function getCalendarDates(api: ApiConfig, locale: string, { day, ...params }: CalendarDatesParams, signal?: AbortSignal) {
  return apiRequest<{ dates: CalendarDate[]; meta?: PageMeta }>(api, '/dates', { locale, signal, params: { ...params, start_at: day, end_at: day } });
}
