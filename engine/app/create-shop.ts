import { DEFAULT_TIMEZONE } from '../shared/i18n/dayjs.ts';
import { warmTimezone } from '../shared/i18n/dayjs-fast-tz.ts';
import { shopQueries } from '../features/shop/api/shop.queries.ts';
import type { ShopRouter } from './router.tsx';
import { createShopInstance, type ShopConfigInput, type ShopInstance } from './shop-instance.ts';
import { shopReady } from './shop-ready.ts';

/** One shop ready to mount: its instance and its router, both already at work. */
export interface MountedShop {
  instance: ShopInstance;
  /**
   * The router comes as a chunk of its own (react-router is as big as the rest of the entry's
   * libraries together), which the built page preloads next to the entry (scripts/vite-first-screen.ts).
   */
  router: Promise<ShopRouter>;
  /** Memory routing (preview, stories) instead of the page's hash. */
  inMemory: boolean;
}

/**
 * Creates a shop and starts everything its first screen needs at once (issue 12): the bootstrap
 * request, and the router, which at once downloads the layout and page chunks of the current URL
 * (in parallel) while its loaders wait for the prepared shop. Before, each of these waited for the
 * one before it.
 */
export function createShop(config?: ShopConfigInput, initialEntries?: string[]): MountedShop {
  const instance = createShopInstance(config);
  const { queryClient, apiConfig: api, i18n } = instance;
  void queryClient.prefetchQuery(shopQueries.bootstrap({ api, locale: i18n.language }));
  // A task of its own while the bootstrap is under way, rather than inside the first render.
  setTimeout(() => warmTimezone(DEFAULT_TIMEZONE), 0);
  const context = { queryClient, api, i18n, ready: shopReady(queryClient) };
  const router = import('./router.tsx').then((module) =>
    initialEntries ? module.createShopMemoryRouter(context, initialEntries) : module.createShopHashRouter(context));
  return { instance, router, inMemory: !!initialEntries };
}
