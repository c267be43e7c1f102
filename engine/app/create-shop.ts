import { shopQueries } from '../features/shop/api/shop.queries.ts';
import * as startRoute from '../features/catalogue/routes/start.route.tsx';
import { createShopHashRouter, createShopMemoryRouter, type ShopRouter } from './router.tsx';
import * as shopLayoutRoute from './shop-layout.route.tsx';
import { createShopInstance, type ShopConfigInput, type ShopInstance } from './shop-instance.ts';
import { shopReady } from './shop-ready.ts';

/** One shop ready to mount: its instance and its router, both already at work. */
export interface MountedShop {
  instance: ShopInstance;
  /** Comes with the entry (issue 12): every first screen needs it, so it is no chunk to wait for. */
  router: ShopRouter;
  /** Memory routing (preview, stories) instead of the page's hash. */
  inMemory: boolean;
}

/**
 * Creates a shop and asks for its bootstrap at once (issue 12): embedded in the served page, else a
 * request. routeShop follows in a task of its own (main.tsx), so neither makes one long task.
 */
export function startShop(config?: ShopConfigInput): ShopInstance {
  const instance = createShopInstance(config);
  void instance.queryClient.prefetchQuery(shopQueries.bootstrap({ api: instance.apiConfig, locale: instance.i18n.language }));
  return instance;
}

/**
 * The router of a started shop (hash routing, or memory routing with `initialEntries`). It at once
 * downloads the page chunk of the current URL while its loaders wait for the prepared shop; before,
 * each of these waited for the one before it.
 */
export function routeShop(instance: ShopInstance, initialEntries?: string[]): MountedShop {
  const { queryClient, apiConfig: api, i18n } = instance;
  const context = { queryClient, api, i18n, ready: shopReady(queryClient) };
  // The frame and the start page come with the entry: every first screen needs the frame, and most
  // visits begin on the start page, so neither waits for a chunk of its own once the entry has run.
  // Only here: Storybook and the preview keep them lazy (and their style sheets in the old order).
  const eager = { layout: shopLayoutRoute, start: startRoute };
  const router = initialEntries ? createShopMemoryRouter(context, initialEntries, eager) : createShopHashRouter(context, eager);
  return { instance, router, inMemory: !!initialEntries };
}
