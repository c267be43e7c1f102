import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta, Picture } from '../../../shared/api/page.ts';

/** 'events' or 'tours': both lists share filters and card fields (requirements/catalogue.md §2.6 'Product lists'). */
export type ProductKind = 'events' | 'tours';

/** A list card of GET /events or /tours (requirements/api.md §6.2, requirements/api.md §7.2; requirements/catalogue.md §3.3 'Product'). */
export interface ListedProduct {
  id: number;
  museum_id?: number | null;
  exhibition_id?: number | null;
  title: string;
  sub_title?: string | null;
  picture?: Picture | null;
  category?: { id: number; name: string } | null;
  /** requirements/events-and-seats.md §3.1 Event; not every server sends it, then sorting by next date keeps the server order. */
  upcoming_bookings_start_times?: string[] | null;
}

/** A vocabulary entry: category or language (requirements/api.md §6.1, requirements/api.md §7.1). */
export interface Term {
  id: number;
  name: string;
}

/** The API filters of both lists (requirements/events-and-seats.md §7.1 'Events', 'Tours'). */
export interface ProductListParams {
  by_museum_ids?: number[];
  by_exhibition_ids?: number[];
  by_language_ids?: number[];
  by_category_ids?: number[];
}

/** A row of GET /dates (requirements/api.md §6.7): a date with its event's title and seat counts. */
export interface ListedDate {
  id: number;
  event_id: number;
  title: string;
  sub_title?: string | null;
  start_time: string;
  bookable?: boolean;
  seats: { max: number; booked?: number; available?: number | null };
  /** requirements/events-and-seats.md §3.3 'Event date': the cheapest price in cents; missing or 0 reads 'free'. */
  minPrice?: number | null;
}

/** per_page comes from catalogue.eventDates.perPage (requirements/events-and-seats.md §9.1 'Event and tour dates'). */
export interface DatesParams { start_at: string; end_at: string; by_event_ids: number[]; per_page: number }

/** requirements/catalogue.md §7: full lists ask for up to 1000 rows; only events still to come. */
const FULL_LIST = 1000;

export async function getProducts(api: ApiConfig, locale: string, kind: ProductKind, params: ProductListParams, signal?: AbortSignal) {
  const query = { per_page: FULL_LIST, with_bookings_in_future: kind === 'events' ? 1 : undefined, ...params };
  const body = await apiRequest<Record<string, ListedProduct[] | PageMeta | undefined>>(api, `/${kind}`, { locale, signal, params: query });
  return (body[kind] as ListedProduct[] | undefined) ?? [];
}

export async function getTerms(api: ApiConfig, locale: string, kind: ProductKind, vocabulary: 'categories' | 'languages', signal?: AbortSignal) {
  const body = await apiRequest<Record<string, Term[] | undefined>>(api, `/${kind}/${vocabulary}`, { locale, signal });
  return body[vocabulary] ?? [];
}

export async function getDates(api: ApiConfig, locale: string, params: DatesParams, signal?: AbortSignal) {
  const body = await apiRequest<{ dates: ListedDate[]; meta?: PageMeta }>(api, '/dates', { locale, signal, params: { ...params } });
  return body.dates;
}

/** A menu's first page (requirements/frame-and-routing.md §2.2): per_page = page size + 1 tells whether there are more. */
export interface ProductMenuPage { items: ListedProduct[]; total: number }

/**
 * The event and tour menus when they are grouped or split by category (menu.groupBy,
 * menu.multiple*MenuItems): like the frame's plain menu call, but with categories and the
 * entry's category filter (requirements/catalogue.md §7.1 'Catalogue': limited lists).
 */
export async function getProductMenu(api: ApiConfig, locale: string, kind: ProductKind, categoryIds: number[], perPage: number, signal?: AbortSignal): Promise<ProductMenuPage> {
  const events = kind === 'events' ? { with_bookings_in_future: 1, by_bookable: true } : {};
  const params = { ...events, by_category_ids: categoryIds.length ? categoryIds : undefined, per_page: Math.min(perPage, FULL_LIST) };
  const body = await apiRequest<Record<string, ListedProduct[] | PageMeta | undefined> & { meta?: PageMeta }>(api, `/${kind}`, { locale, signal, params });
  const items = (body[kind] as ListedProduct[] | undefined) ?? [];
  return { items, total: body.meta?.total_count ?? items.length };
}
