import type { QueryClient } from '@tanstack/react-query';
import type { QueryScope } from '../../../shared/api/query-scope.ts';
import type { ShopSettings } from '../../../settings/settings.gen.ts';
import { catalogueQueries, featuredQueries } from './catalogue.queries.ts';

/**
 * Asks at once for every list the start page's blocks show (carousel, ticket search, the start lists),
 * so none waits for the block above it to render. Never waits for them: each block keeps its own
 * loading and error state.
 */
export function prefetchStartLists(queryClient: QueryClient, scope: QueryScope, startPage: ShopSettings['startPage']): void {
  const prefetch = queryClient.prefetchQuery.bind(queryClient);
  if (startPage.featuredCarousel.enabled) {
    const featured = featuredQueries(scope);
    void prefetch(featured.exhibitions);
    void prefetch(featured.events);
    void prefetch(featured.tours);
  }
  const { lists, exhibitionCards } = startPage;
  if (startPage.ticketSearch || lists.museums) void prefetch(catalogueQueries.museums(scope));
  if (startPage.ticketSearch || (lists.exhibitions && exhibitionCards > 0)) void prefetch(catalogueQueries.exhibitions(scope));
  if (lists.events) void prefetch(catalogueQueries.events(scope));
  if (lists.tours) void prefetch(catalogueQueries.tours(scope));
}
