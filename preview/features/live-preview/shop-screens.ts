import { matchRoutes, type RouteObject } from 'react-router-dom';
import { createShopRoutes } from '../../../engine/app/routes.ts';
import type { RouteContext } from '../../../engine/shared/api/route-context.ts';

// The shop's own route table. Its loaders bind the context only when a route is first visited, so
// an empty context is enough to read the paths and match against them.
const table: RouteObject[] = createShopRoutes({} as RouteContext);

/** Every path pattern of the shop's route table ('/event/:id' …), without the index and catch-all. */
export function shopScreenPatterns(): string[] {
  return (table[0]?.children ?? []).flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []));
}

/**
 * Whether the shop routes this URL to a screen of its own. Unknown URLs fall to the catch-all,
 * which redirects to the start page, so the picker must not offer them. '/' (the index) leads to
 * the configured start state (settings general.startState).
 */
export function isShopScreen(url: string): boolean {
  const leaf = matchRoutes(table, url.split('?')[0]!)?.at(-1)?.route;
  return !!leaf && (leaf.index === true || (!!leaf.path && leaf.path !== '*'));
}
