import { lazy, StrictMode, Suspense } from 'react';
import { Loading } from '../shared/ui/loading.tsx';
import { BootstrapGate } from './bootstrap-gate.tsx';
import type { MountedShop } from './create-shop.ts';
import { ShopProviders } from './providers.tsx';

const ShopRouterView = lazy(async () => ({ default: (await import('./router.tsx')).ShopRouterView }));

/**
 * A complete, isolated shop (createShop): its own query cache, jotai store, i18n instance and
 * router. Mount several on one page and the shops do not see each other's state.
 */
export function ShopApp({ shop }: { shop: MountedShop }) {
  return (
    <StrictMode>
      <ShopProviders {...shop.instance}>
        <BootstrapGate>
          <Suspense fallback={<Loading />}>
            <ShopRouterView router={shop.router} live={!shop.inMemory} />
          </Suspense>
        </BootstrapGate>
      </ShopProviders>
    </StrictMode>
  );
}
