import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta, Picture } from '../../../shared/api/page.ts';

/** GET /museums list fields (requirements/api.md §3.1); the detail adds description and location. */
export interface Museum {
  id: number;
  title: string;
  sub_title?: string | null;
  picture?: Picture | null;
  description?: string | null;
}

/** GET /exhibitions list fields (requirements/api.md §3.4). */
export interface Exhibition {
  id: number;
  museum_id?: number;
  title: string;
  sub_title?: string | null;
  slider_description?: string | null;
  featured?: boolean;
  picture?: Picture | null;
  time_frames?: { start_at: string; end_at: string }[];
  description?: string | null;
  category?: { name?: string | null } | null;
}

export interface ListParams {
  q?: string;
  per_page?: number;
  by_museum_ids?: number[];
  by_exhibition_ids?: number[];
  /** Only featured items (the start page carousel). */
  by_featured?: boolean;
}

/** GET /events and GET /tours list fields the catalogue shows (requirements/api.md §6.2, requirements/api.md §7.2). */
export interface Offer {
  id: number;
  museum_id?: number | null;
  exhibition_id?: number | null;
  title: string;
  sub_title?: string | null;
  featured?: boolean;
  picture?: Picture | null;
  category?: { name?: string | null } | null;
}

/** requirements/catalogue.md §7: full lists ask for up to 1000 rows. */
const FULL_LIST = 1000;

export async function getMuseums(api: ApiConfig, locale: string, params: ListParams, signal?: AbortSignal) {
  return apiRequest<{ museums: Museum[]; meta?: PageMeta }>(api, '/museums', { locale, signal, params: { per_page: FULL_LIST, ...params } });
}

export async function getMuseum(api: ApiConfig, locale: string, id: number, signal?: AbortSignal) {
  return (await apiRequest<{ museum: Museum }>(api, `/museums/${id}`, { locale, signal })).museum;
}

export async function getExhibitions(api: ApiConfig, locale: string, params: ListParams, signal?: AbortSignal) {
  return apiRequest<{ exhibitions: Exhibition[]; meta?: PageMeta }>(api, '/exhibitions', { locale, signal, params: { per_page: FULL_LIST, ...params } });
}

export async function getExhibition(api: ApiConfig, locale: string, id: number, signal?: AbortSignal) {
  return (await apiRequest<{ exhibition: Exhibition }>(api, `/exhibitions/${id}`, { locale, signal })).exhibition;
}

export async function getEvents(api: ApiConfig, locale: string, params: ListParams, signal?: AbortSignal) {
  return apiRequest<{ events: Offer[]; meta?: PageMeta }>(api, '/events', { locale, signal, params: { per_page: FULL_LIST, ...params } });
}

export async function getTours(api: ApiConfig, locale: string, params: ListParams, signal?: AbortSignal) {
  return apiRequest<{ tours: Offer[]; meta?: PageMeta }>(api, '/tours', { locale, signal, params: { per_page: FULL_LIST, ...params } });
}
