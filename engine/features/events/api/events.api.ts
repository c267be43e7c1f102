import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta, Picture } from '../../../shared/api/page.ts';

/** GET /events/{id} (requirements/api.md §6.3; requirements/events-and-seats.md §3.1 'Event'). */
export interface EventDetail {
  id: number;
  museum_id: number | null;
  exhibition_id?: number | null;
  title: string;
  sub_title?: string | null;
  description?: string | null;
  picture?: Picture | null;
  bookable?: boolean;
  /** requirements/events-and-seats.md §2: the tickets variant instead of the dates variant. */
  ticket_sales_in_shop?: boolean;
  /** requirements/events-and-seats.md §3: the ticket ids sold for this event (tickets variant); not every server sends them. */
  tickets?: number[];
}

/** Seats of a date (requirements/api.md §6.5); max_per_registration caps one order. */
export interface EventSeats {
  min?: number;
  max: number;
  booked?: number;
  available?: number | null;
  max_per_registration?: number | null;
}

/** A Date of requirements/api.md §6.5. */
export interface EventDate {
  id: number;
  event_id: number;
  title: string;
  sub_title?: string | null;
  start_time: string;
  duration?: number;
  bookable?: boolean;
  seats: EventSeats;
  language?: { id: number; name: string } | null;
}

/** A default price (no scale_price_id) or a scale price (requirements/api.md §6.6). */
export interface EventPrice {
  scale_price_id?: number;
  seat_category_id?: number;
  seat_category_title?: string | null;
  title?: string | null;
  description?: string | null;
  /** One price for the whole group, not per person. */
  group?: boolean;
  optional?: boolean;
  price_cents: number;
  vat_pct?: number;
}

export interface SeatCategory { id: number; title: string; description?: string | null; color_code: string }
export interface Seat { id: number; row_id: number; category_id: number | null; type_id?: number | null; title: string; description?: string | null }

/** One seating plan of a date (requirements/api.md §6.6); blocked_seats include seats already booked. */
export interface Seating {
  blocked_seats: number[];
  categories: SeatCategory[];
  rows: { id: number; title: string }[];
  seats: Seat[];
  types?: { id: number; title: string }[];
  visual_url?: string | null;
  /** Seats the signed-in viewer holds on this date (requirements/events-and-seats.md §4.2 Seats); absent for anonymous visitors. */
  held_seats?: number[];
}

/** GET /events/{event_id}/dates/{id}: everything needed to book the date. */
export interface EventDateDetail extends EventDate {
  description?: string | null;
  vat_pct: number;
  discount?: number;
  tax_included: boolean;
  seatings: Seating[];
  prices: EventPrice[];
  /** The audience whose prices apply (null = public), when the server tells (issue 7). */
  price_target_audience_id?: number | null;
}

/** GET /calendar?depth=all: day → the dates of that day. */
export type EventCalendar = Record<string, { date: EventDate }[] | boolean>;

export interface CalendarParams { eventId: number; start_at: string; end_at: string }
export interface DatesParams { eventId: number; date: string; perPage: number }
/** viewerId is not sent: it keys the query, so login and logout reload the plan with the viewer's holds (requirements/events-and-seats.md §4.2 Seats). */
export interface DateParams { eventId: number; dateId: number; billingAddressId: number | null; viewerId: number | null }

export async function getEvent(api: ApiConfig, locale: string, id: number, signal?: AbortSignal) {
  return (await apiRequest<{ event: EventDetail }>(api, `/events/${id}`, { locale, signal })).event;
}

/** One day of one event's dates (requirements/api.md §6.5). */
export async function getEventDates(api: ApiConfig, locale: string, { eventId, date, perPage }: DatesParams, signal?: AbortSignal) {
  return apiRequest<{ dates: EventDate[]; meta?: PageMeta }>(api, `/events/${eventId}/dates`, { locale, signal, params: { date, per_page: perPage } });
}

export interface RangeDatesParams { eventId: number; start: string; end: string; page: number; perPage: number }

/** GET /dates: one event's bookable dates of a day range, one page (requirements/api.md §6.7). */
export async function getEventDatesInRange(api: ApiConfig, locale: string, { eventId, start, end, page, perPage }: RangeDatesParams, signal?: AbortSignal) {
  const params = { by_event_ids: [eventId], start_at: start, end_at: end, page, per_page: perPage, by_bookable: true };
  const answer = await apiRequest<{ dates: EventDate[]; meta?: PageMeta }>(api, '/dates', { locale, signal, params });
  return { dates: answer.dates, total: answer.meta?.total_count ?? answer.dates.length };
}

export interface SeatRef { eventId: number; dateId: number; seatId: number }

/** requirements/events-and-seats.md §4.2 Seats, requirements/events-and-seats.md §7: a signed-in visitor holds a seat on selection (409 when someone else was faster). */
export async function holdSeat(api: ApiConfig, locale: string, { eventId, dateId, seatId }: SeatRef) {
  return (await apiRequest<{ blocking: { seat_id: number; expires_at: string; held_seats: number[] } }>(
    api, `/events/${eventId}/dates/${dateId}/blockings`, { locale, method: 'POST', body: { seat_id: seatId } },
  )).blocking;
}

/** Deselecting gives the hold back. */
export async function releaseSeat(api: ApiConfig, locale: string, { eventId, dateId, seatId }: SeatRef) {
  await apiRequest<unknown>(api, `/events/${eventId}/dates/${dateId}/blockings/${seatId}`, { locale, method: 'DELETE' });
}

/** requirements/accounts.md §6.3: the selected address goes along to obtain special prices. */
export async function getEventDate(api: ApiConfig, locale: string, { eventId, dateId, billingAddressId }: DateParams, signal?: AbortSignal) {
  const params = { billing_address_id: billingAddressId ?? undefined };
  return (await apiRequest<{ date: EventDateDetail }>(api, `/events/${eventId}/dates/${dateId}`, { locale, signal, params })).date;
}

/**
 * GET /calendar with depth=all: depth=any answers false both for a day without dates and for a
 * booked-out day, and the calendar must mark booked-out days (requirements/events-and-seats.md §4.1 'Event dates').
 */
export async function getEventCalendar(api: ApiConfig, locale: string, { eventId, start_at, end_at }: CalendarParams, signal?: AbortSignal) {
  const params = { by_event_ids: [eventId], start_at, end_at, depth: 'all' };
  return (await apiRequest<{ data: EventCalendar }>(api, '/calendar', { locale, signal, params })).data;
}
