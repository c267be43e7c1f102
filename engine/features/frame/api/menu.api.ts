import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest, type QueryValue } from '../../../shared/api/client.ts';
import type { PageMeta } from '../../../shared/api/page.ts';
import type { MenuArea } from '../../shop/api/shop.queries.ts';

export interface MenuItem {
  id: number;
  title: string;
}

export interface MenuPage {
  items: MenuItem[];
  total: number;
}

/** Endpoint, response key and filters per dropdown (requirements/catalogue.md §7.1 'Catalogue': limited lists). */
const SOURCES: Record<MenuArea, { path: string; key: string; params?: Record<string, QueryValue> }> = {
  museums: { path: '/museums', key: 'museums' },
  exhibitions: { path: '/exhibitions', key: 'exhibitions' },
  events: { path: '/events', key: 'events', params: { with_bookings_in_future: 1, by_bookable: true } },
  tours: { path: '/tours', key: 'tours' },
  merchandise: { path: '/merchandises', key: 'merchandises' },
};

/** The API caps per_page at 1000; the museums menu's page size is 1000 by default (requirements/frame-and-routing.md §9). */
const MAX_PER_PAGE = 1000;

/** Whether asking for `perPage` rows means asking for all of them: the API sends no more than its cap. */
export function isFullList(perPage: number): boolean {
  return perPage >= MAX_PER_PAGE;
}

export async function getMenuPage(api: ApiConfig, locale: string, area: MenuArea, perPage: number, signal?: AbortSignal): Promise<MenuPage> {
  const source = SOURCES[area];
  const body = await apiRequest<Record<string, unknown> & { meta?: PageMeta }>(api, source.path, {
    locale,
    signal,
    params: { ...source.params, per_page: Math.min(perPage, MAX_PER_PAGE) },
  });
  const items = (Array.isArray(body[source.key]) ? body[source.key] : []) as MenuItem[];
  return { items, total: body.meta?.total_count ?? items.length };
}
