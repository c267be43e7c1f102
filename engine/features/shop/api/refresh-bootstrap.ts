import type { QueryClient } from '@tanstack/react-query';
import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { overrideSourceOf, withBootstrapOverride } from '../lib/bootstrap-override.ts';
import { trustedSettings } from '../lib/shop-settings.ts';
import { toShopView } from '../lib/shop-view.ts';
import { resolveSettings } from '../../../settings/resolve-settings.ts';
import { shopQueries } from './shop.queries.ts';

/**
 * Re-applies the host's override to every bootstrap this instance has loaded, without a request:
 * the bootstrap gate sees a new view and re-prepares the shop (translations, theme, code), so an
 * edit shows within one render. Only the preview imports this (it pulls in the settings validator).
 */
export function refreshBootstrapOverride(queryClient: QueryClient, api: ApiConfig): void {
  const source = overrideSourceOf(api);
  if (!source) return;
  for (const [askedLocale, { shop, locale }] of source.raw) {
    const shown = withBootstrapOverride(api, askedLocale, shop, locale);
    const view = toShopView(shown, locale, trustedSettings(shown) ?? resolveSettings(shown.settings));
    queryClient.setQueryData(shopQueries.bootstrap({ api, locale: askedLocale }).queryKey, view);
  }
}
