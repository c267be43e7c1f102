import type { ApiConfig } from '../../../shared/api/api-config.ts';
import type { ShopResponse } from '../api/shop.api.ts';
import { withBootstrapOverride } from './bootstrap-override.ts';
import { toShopView, type ShopView } from './shop-view.ts';

/**
 * The bootstrap answer as the shop reads it, with a host's draft on top when one is registered
 * (operator preview). Lives in the lazy settings chunk, so the seam adds nothing to the entry bundle.
 */
export function toBootstrapView(api: ApiConfig, askedLocale: string, shop: ShopResponse, locale: string): ShopView {
  return toShopView(withBootstrapOverride(api, askedLocale, shop, locale), locale);
}
