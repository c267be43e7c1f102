import { useEffect, useState } from 'react';
import { createHashRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiConfig } from '../shared/api/api-context.tsx';
import type { RouteContext } from '../shared/api/route-context.ts';
import { normaliseHash, normaliseLocationHash } from './hash.ts';
import { createShopRoutes, type EagerRoutes } from './routes.ts';
import { shopReady } from './shop-ready.ts';

export type ShopRouter = ReturnType<typeof createHashRouter>;

/** The live shop: hash routing, with old '#!' links rewritten before the router reads the URL. */
export function createShopHashRouter(context: RouteContext, eager?: EagerRoutes): ShopRouter {
  normaliseLocationHash();
  return createHashRouter(createShopRoutes(context, eager));
}

/** For stories, tests and the preview: the same routes in memory, starting at the given URLs. */
export function createShopMemoryRouter(context: RouteContext, initialEntries: string[] = ['/'], eager?: EagerRoutes): ShopRouter {
  return createMemoryRouter(createShopRoutes(context, eager), { initialEntries });
}

/** Links in operator content may still use '#!'; rewrite them instead of treating them as unknown. */
function useBangLinks(router: ShopRouter, live: boolean) {
  useEffect(() => {
    if (!live) return;
    const onHashChange = () => {
      const next = normaliseHash(location.hash);
      if (next !== location.hash) void router.navigate(next.slice(1), { replace: true });
    };
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, [router, live]);
}

/** Renders the router routeShop made, below the bootstrap gate. */
export function ShopRouterView({ router, live }: { router: ShopRouter; live: boolean }) {
  useBangLinks(router, live);
  return <RouterProvider router={router} />;
}

/** Creates the router once, after the bootstrap, from the surrounding shop's providers (preview, stories). */
export function ShopRouterProvider({ initialEntries }: { initialEntries?: string[] }) {
  const queryClient = useQueryClient();
  const api = useApiConfig();
  const { i18n } = useTranslation();
  const [router] = useState(() => {
    const context = { queryClient, api, i18n, ready: shopReady(queryClient) };
    return initialEntries ? createShopMemoryRouter(context, initialEntries) : createShopHashRouter(context);
  });
  useBangLinks(router, !initialEntries);
  return <RouterProvider router={router} />;
}
