import { StrictMode, Suspense, useEffect } from 'react';
import { BootstrapGate } from '../../../engine/app/bootstrap-gate.tsx';
import { ShopProviders } from '../../../engine/app/providers.tsx';
import { ShopRouterProvider } from '../../../engine/app/router.tsx';
import type { BootstrapOverride } from '../../../engine/features/shop/lib/bootstrap-override.ts';
import { Loading } from '../../../engine/shared/ui/loading.tsx';
import type { ShopData } from '../../api/draft.api.ts';
import type { PreviewShopHandle } from './preview-shop-instance.ts';
import { switchShopLanguage } from './switch-shop-language.ts';

interface PreviewShopProps {
  handle: PreviewShopHandle;
  data: ShopData;
  route: string;
  language: string;
}

/**
 * The real shop engine in an isolated root, showing `data` (the last valid draft). An edit
 * replaces the bootstrap in the shop's own cache, so the shop re-renders without a reload; a
 * route change remounts only the router.
 */
export function PreviewShop({ handle, data, route, language }: PreviewShopProps) {
  const { instance } = handle;

  useEffect(() => handle.show(data as BootstrapOverride), [data, handle]);

  useEffect(() => {
    if (instance.i18n.language !== language) void switchShopLanguage(instance, language);
  }, [language, instance]);

  return (
    <StrictMode>
      <ShopProviders {...instance}>
        <BootstrapGate>
          <Suspense fallback={<Loading />}>
            <ShopRouterProvider key={route} initialEntries={[route]} />
          </Suspense>
        </BootstrapGate>
      </ShopProviders>
    </StrictMode>
  );
}
