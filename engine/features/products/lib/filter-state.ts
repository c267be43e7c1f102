import type { ProductListParams } from '../api/products.api.ts';

/** The four filters of the event and tour lists (requirements/catalogue.md §2.6 'Product lists'). */
export type FilterName = 'museum' | 'exhibition' | 'language' | 'category';
const FILTER_NAMES: readonly FilterName[] = ['museum', 'exhibition', 'language', 'category'];

/** Chosen filters; a category group selects several category ids at once. */
export interface FilterState {
  museum?: number;
  exhibition?: number;
  language?: number;
  categories?: number[];
}

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * Reads ?museum_id&exhibition_id&language_id&category_id. category_id may be a comma list (a
 * configured category group); anything that is not a positive id is ignored, never an error.
 */
export function parseFilters(params: URLSearchParams): FilterState {
  const categories = (params.get('category_id') ?? '').split(',').map(positiveId).filter((id): id is number => id !== undefined);
  return {
    museum: positiveId(params.get('museum_id')),
    exhibition: positiveId(params.get('exhibition_id')),
    language: positiveId(params.get('language_id')),
    categories: categories.length ? categories : undefined,
  };
}

/** The URL parameters of a filter state, without empty ones. */
export function filterSearch(state: FilterState): Record<string, string> {
  const entries: [string, number | string | undefined][] = [
    ['museum_id', state.museum], ['exhibition_id', state.exhibition], ['language_id', state.language], ['category_id', state.categories?.join(',')],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, number | string] => entry[1] !== undefined && entry[1] !== '').map(([key, value]) => [key, String(value)]));
}

/** One filter changed; a new museum drops the exhibition, which belongs to the old one. */
export function changeFilter(state: FilterState, name: FilterName, value: number[] | number | undefined): FilterState {
  if (name === 'category') return { ...state, categories: Array.isArray(value) && value.length ? value : undefined };
  const id = Array.isArray(value) ? value[0] : value;
  if (name === 'museum') return { ...state, museum: id, exhibition: id === state.museum ? state.exhibition : undefined };
  return { ...state, [name]: id };
}

/** requirements/catalogue.md §2: a reset keeps the language and clears the rest. */
export function resetFilters(state: FilterState): FilterState {
  return { language: state.language };
}

/** requirements/tickets.md §5.6 'Filters': required filters not chosen yet, each shown as filterSelection.fieldErrors.{name}Require. */
export function missingFilters(state: FilterState, required: readonly FilterName[]): FilterName[] {
  const chosen: Record<FilterName, boolean> = {
    museum: state.museum !== undefined, exhibition: state.exhibition !== undefined,
    language: state.language !== undefined, category: !!state.categories?.length,
  };
  return FILTER_NAMES.filter((name) => required.includes(name) && !chosen[name]);
}

/** The list call's filters (requirements/events-and-seats.md §7.1 Events/Tours). */
export function listParams(state: FilterState): ProductListParams {
  const ids = (id: number | undefined) => (id === undefined ? undefined : [id]);
  const params: ProductListParams = {
    by_museum_ids: ids(state.museum), by_exhibition_ids: ids(state.exhibition),
    by_language_ids: ids(state.language), by_category_ids: state.categories,
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as ProductListParams;
}
