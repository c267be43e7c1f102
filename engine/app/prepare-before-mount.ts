import { shopQueries } from '../features/shop/api/shop.queries.ts';
import { prepareShopReady } from './prepare-shop.ts';
import type { ShopInstance } from './shop-instance.ts';

/**
 * The live page prepares its shop before React mounts (issue 12): the bootstrap gate then draws the
 * shop in its first render, instead of first replacing the page's spinner with its own and drawing
 * the shop in a second render, each with its style and layout work on a phone's main thread.
 * A bootstrap that fails leaves the shop unprepared: the gate shows maintenance or the error as before.
 */
export async function prepareBeforeMount({ queryClient, i18n, apiConfig: api }: ShopInstance): Promise<void> {
  try {
    const view = await queryClient.ensureQueryData(shopQueries.bootstrap({ api, locale: i18n.language }));
    await prepareShopReady({ view, i18n, queryClient, api });
  } catch {
    // The gate asks again and shows what went wrong.
  }
}
