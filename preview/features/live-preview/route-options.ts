import type { MenuArea } from '../../../engine/features/shop/api/shop.queries.ts';
import type { MessageKey } from '../../locales/de.ts';
import { isDetailScreen, type PreviewRoute } from './preview-routes.ts';

export interface RouteOption {
  path: string;
  label: MessageKey;
  /** Values for the label ({page} of a content page, {group} of a ticket group). */
  values?: Record<string, string>;
}

interface RouteInputs {
  /** The id of each catalogue list's first entry; a list still loading or empty has none. */
  firstIds: Partial<Record<MenuArea, number>>;
  /** Screens that exist because of the draft (draft-screens.ts), after the fixed ones. */
  draft: RouteOption[];
  /** Whether the shop routes a URL to a screen (see shop-screens.ts). */
  exists: (path: string) => boolean;
}

/** The picker's entries: routed screens only, detail screens once their id is known, then the draft's own screens. */
export function routeOptions(routes: PreviewRoute[], { firstIds, draft, exists }: RouteInputs): RouteOption[] {
  const screens = routes.flatMap((route): RouteOption[] => {
    if (!isDetailScreen(route)) return exists(route.path) ? [{ path: route.path, label: route.label }] : [];
    const id = firstIds[route.first];
    return id === undefined || !exists(route.href(id)) ? [] : [{ path: route.href(id), label: route.label }];
  });
  return [...screens, ...draft.filter((option) => exists(option.path))];
}

/** The catalogue lists whose first entry a routed detail screen needs. */
export function detailAreas(routes: PreviewRoute[], exists: (path: string) => boolean): MenuArea[] {
  return routes.flatMap((route) => (isDetailScreen(route) && exists(route.href(1)) ? [route.first] : []));
}
