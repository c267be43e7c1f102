import { QueryClient } from '@tanstack/react-query';
import { createShopInstance, type ShopInstance } from '../../../engine/app/shop-instance.ts';
import { refreshBootstrapOverride } from '../../../engine/features/shop/api/refresh-bootstrap.ts';
import { setBootstrapOverride, type BootstrapOverride } from '../../../engine/features/shop/lib/bootstrap-override.ts';

export interface PreviewShopHandle {
  instance: ShopInstance;
  /** Shows other draft data: the shop re-renders from its cache, without a request. */
  show: (data: BootstrapOverride) => void;
}

/**
 * A shop instance of its own (query cache, jotai store, i18n) for the operator's shop, whose
 * bootstrap reads the draft instead of the live settings. No retries: errors show at once.
 */
export function createPreviewShop(shopSlug: string, locale: string, initial: BootstrapOverride): PreviewShopHandle {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } } });
  // The slug as X-Shop-Url picks the operator's shop whatever host the preview runs on.
  const instance = createShopInstance({ shopUrl: shopSlug, initialLocale: locale }, { queryClient });
  let current = initial;
  setBootstrapOverride(instance.apiConfig, () => current);
  return {
    instance,
    show: (data) => {
      if (data === current) return;
      current = data;
      refreshBootstrapOverride(queryClient, instance.apiConfig);
    },
  };
}
