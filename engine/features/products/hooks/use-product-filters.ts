import { useSearchParams } from 'react-router-dom';
import { changeFilter, filterSearch, parseFilters, resetFilters, type FilterName } from '../lib/filter-state.ts';

/** The filter state lives in the URL; every change replaces the entry instead of pushing one (requirements/catalogue.md §2). */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const state = parseFilters(params);
  const replace = (next: typeof state) => setParams(filterSearch(next), { replace: true });
  return {
    state,
    change: (name: FilterName, value: number[] | number | undefined) => replace(changeFilter(state, name, value)),
    reset: () => replace(resetFilters(state)),
  };
}
