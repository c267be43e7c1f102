import { useQueries } from '@tanstack/react-query';
import type { ShopInstance } from '../../../engine/app/shop-instance.ts';
import { frameQueries } from '../../../engine/features/frame/api/frame.queries.ts';
import type { MenuArea } from '../../../engine/features/shop/api/shop.queries.ts';
import { PREVIEW_ROUTES } from './preview-routes.ts';
import { detailAreas, routeOptions, type RouteOption } from './route-options.ts';
import { isShopScreen } from './shop-screens.ts';

// The route table is fixed for a build, so which detail screens exist is too.
const AREAS = detailAreas(PREVIEW_ROUTES, isShopScreen);

/**
 * The route picker's entries for the previewed shop. Detail screens show its first event, tour …
 * as the shop's own menu lists them (the same query factory, in the preview shop's cache), so the
 * ids always exist in the operator's shop; a list that is empty or fails simply offers no entry.
 */
export function usePreviewRoutes(instance: ShopInstance, language: string, draft: RouteOption[]): RouteOption[] {
  const scope = { api: instance.apiConfig, locale: language };
  const firsts = useQueries({ queries: AREAS.map((area) => frameQueries.menu(scope, area, 1)) }, instance.queryClient);
  const firstIds: Partial<Record<MenuArea, number>> = {};
  AREAS.forEach((area, index) => {
    const id = firsts[index]?.data?.items[0]?.id;
    if (id !== undefined) firstIds[area] = id;
  });
  return routeOptions(PREVIEW_ROUTES, { firstIds, draft, exists: isShopScreen });
}
