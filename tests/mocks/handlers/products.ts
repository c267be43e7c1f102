import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { ListedDate } from '../../../engine/features/products/api/products.api';
import { buildProductDates, buildProductEvents, buildProductTours, PRODUCT_CATEGORIES, PRODUCT_LANGUAGES, type FilterableProduct } from '../fixtures/products';
import { api } from '../api-url';

/** What a product-list scenario varies. */
export interface ProductScenario {
  events?: FilterableProduct[];
  tours?: FilterableProduct[];
  dates?: ListedDate[];
}

const ids = (query: URLSearchParams, key: string) => query.getAll(`${key}[]`).map(Number);
const matches = (wanted: number[], value: number | null | undefined) => !wanted.length || (value != null && wanted.includes(value));

/** The by_*_ids[] filters of requirements/api.md §6.2, as server/src/features/catalogue/offer-filters.store applies them. */
function filtered(rows: FilterableProduct[], query: URLSearchParams) {
  const languages = ids(query, 'by_language_ids');
  return rows.filter((row) =>
    matches(ids(query, 'by_museum_ids'), row.museum_id) && matches(ids(query, 'by_exhibition_ids'), row.exhibition_id)
    && matches(ids(query, 'by_category_ids'), row.category?.id) && (!languages.length || row.languages.some((language) => languages.includes(language.id))),
  );
}

function listHandler(kind: 'events' | 'tours', rows: FilterableProduct[]) {
  return http.get(api(`/${kind}`), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const found = filtered(rows, query);
    const perPage = Number(query.get('per_page') ?? 25);
    return HttpResponse.json({ [kind]: found.slice(0, perPage), meta: { total_count: found.length, page: 1, per_page: perPage } });
  });
}

/** GET /dates: the chosen events' dates between start_at and end_at (days, inclusive). */
function datesHandler(dates: ListedDate[]) {
  return http.get(api('/dates'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const events = ids(query, 'by_event_ids');
    const [start, end] = [query.get('start_at') ?? '', query.get('end_at') ?? '9999'];
    const found = dates.filter((date) => matches(events, date.event_id) && date.start_time.slice(0, 10) >= start && date.start_time.slice(0, 10) <= end);
    return HttpResponse.json({ dates: found, meta: { total_count: found.length, page: 1, per_page: 1000 } });
  });
}

const vocabularies = (kind: 'events' | 'tours') => [
  http.get(api(`/${kind}/categories`), () => HttpResponse.json({ categories: PRODUCT_CATEGORIES })),
  http.get(api(`/${kind}/languages`), () => HttpResponse.json({ languages: PRODUCT_LANGUAGES })),
];

const failure = () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 });

export const productsHandlers = {
  default: ({ events = buildProductEvents(), tours = buildProductTours(), dates = buildProductDates(events) }: ProductScenario = {}): RequestHandler[] => [
    ...vocabularies('events'), ...vocabularies('tours'), listHandler('events', events), listHandler('tours', tours), datesHandler(dates),
  ],
  empty: () => productsHandlers.default({ events: [], tours: [], dates: [] }),
  /** The lists and the dates stay pending, for loading states. */
  loading: () => [
    ...vocabularies('events'), ...vocabularies('tours'),
    ...['/events', '/tours', '/dates'].map((path) => http.get(api(path), async () => { await delay('infinite'); return HttpResponse.json({}); })),
  ],
  error: () => [...vocabularies('events'), ...vocabularies('tours'), http.get(api('/events'), failure), http.get(api('/tours'), failure), http.get(api('/dates'), failure)],
};
