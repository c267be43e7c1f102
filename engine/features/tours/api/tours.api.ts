import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Picture } from '../../../shared/api/page.ts';

/** A vocabulary entry of a tour (requirements/api.md §7.1): language, age group, grade. */
export interface TourTerm {
  id: number;
  name: string;
}

/**
 * Bookable equipment (requirements/tours.md §3.1 Tour: {id, max, type}). The server hands the stored
 * document through, so `type` and `title` may be plain text or a per-language map.
 */
export interface TourEquipment {
  id: number;
  max: number;
  type?: string | Record<string, string> | null;
  title?: string | Record<string, string> | null;
}

/** GET /tours/{id} (requirements/api.md §7.3, requirements/tours.md §3.1 Tour). */
export interface Tour {
  id: number;
  title: string;
  sub_title?: string | null;
  description?: string | null;
  picture?: Picture | null;
  museum_id?: number | null;
  bookable: boolean;
  languages: TourTerm[];
  age_groups: TourTerm[];
  grades: TourTerm[];
  equipment: TourEquipment[];
}

/** One start of a day (requirements/api.md §7.7); `bookable` is the number of participants still free. */
export interface TourStartTime {
  start_time: string;
  participants: { min: number; max: number; bookable: number };
}

/**
 * A price of GET /tours/{id}/prices (requirements/api.md §7.5, requirements/tours.md §3.3 'Tour price'): a participant
 * price (default or with scale_price_id) or a surcharge (price_surcharge_id).
 */
export interface TourPrice {
  scale_price_id?: number | null;
  price_surcharge_id?: number | null;
  title?: string | null;
  description?: string | null;
  price_cents: number;
  vat_pct?: number;
  group?: boolean;
  optional?: boolean;
  /** Participants a per-person surcharge does not apply to (requirements/tours.md §5.1 Tours). */
  count_participants?: number;
}

export interface TourPrices {
  prices: TourPrice[];
  vat_pct: number;
  tax_included: boolean;
  /** The audience the prices were read for (issue 7). */
  price_target_audience_id?: number | null;
}

/** requirements/tours.md §7.1 Tours; time is written HH-MM (requirements/api.md §1.8 'Timestamps'). */
export interface TourPriceParams {
  date: string;
  time: string;
  language_id?: number;
  /** requirements/accounts.md §6.3: a logged-in user's selected address and its audience bring special prices. */
  billing_address_id?: number;
  price_target_audience_id?: number;
}

export async function getTour(api: ApiConfig, locale: string, id: number, signal?: AbortSignal) {
  return (await apiRequest<{ tour: Tour }>(api, `/tours/${id}`, { locale, signal })).tour;
}

/** GET /tours/{id}/start_times with depth=any: day → has a free start (requirements/api.md §7.6). */
export async function getTourDays(api: ApiConfig, locale: string, id: number, range: { start_at: string; end_at: string }, signal?: AbortSignal) {
  const body = await apiRequest<{ data: Record<string, boolean> }>(api, `/tours/${id}/start_times`, { locale, signal, params: { ...range, depth: 'any' } });
  return body.data;
}

export async function getTourStartTimes(api: ApiConfig, locale: string, id: number, date: string, signal?: AbortSignal) {
  return (await apiRequest<{ data: TourStartTime[] }>(api, `/tours/${id}/start_times/${date}`, { locale, signal })).data;
}

export async function getTourPrices(api: ApiConfig, locale: string, id: number, params: TourPriceParams, signal?: AbortSignal) {
  return apiRequest<TourPrices>(api, `/tours/${id}/prices`, { locale, signal, params: { ...params } });
}

/**
 * GET /tours/{id}/equipments/{equipment_id}/{start_time} (requirements/api.md §7.4): pieces still free at
 * that start. The answer holds one entry keyed by the start in the server's offset, which may be
 * written differently from ours, so the key is not matched.
 */
export async function getTourEquipmentFree(api: ApiConfig, locale: string, id: number, equipmentId: number, startTime: string, signal?: AbortSignal) {
  const path = `/tours/${id}/equipments/${equipmentId}/${encodeURIComponent(startTime)}`;
  const body = await apiRequest<{ data: Record<string, number> }>(api, path, { locale, signal });
  return Object.values(body.data)[0] ?? 0;
}
