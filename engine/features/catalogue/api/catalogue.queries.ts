import { queryOptions } from '@tanstack/react-query';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { getExhibition, getExhibitions, getMuseum, getMuseums, type ListParams } from './catalogue.api.ts';

const STALE = 5 * 60_000;

export const catalogueQueries = {
  all: () => ['catalogue'] as const,
  museums: (scope: QueryScope, params: ListParams = {}) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'museums', 'list', params] as const,
      queryFn: ({ signal }) => getMuseums(scope.api, scope.locale, params, signal),
      staleTime: STALE,
    }),
  museum: (scope: QueryScope, id: number) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'museums', 'detail', id] as const,
      queryFn: ({ signal }) => getMuseum(scope.api, scope.locale, id, signal),
      staleTime: STALE,
    }),
  exhibitions: (scope: QueryScope, params: ListParams = {}) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'exhibitions', 'list', params] as const,
      queryFn: ({ signal }) => getExhibitions(scope.api, scope.locale, params, signal),
      staleTime: STALE,
    }),
  exhibition: (scope: QueryScope, id: number) =>
    queryOptions({
      queryKey: [...scopeKey('catalogue', scope), 'exhibitions', 'detail', id] as const,
      queryFn: ({ signal }) => getExhibition(scope.api, scope.locale, id, signal),
      staleTime: STALE,
    }),
};
