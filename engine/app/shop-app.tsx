import { StrictMode } from 'react';
import { BootstrapGate } from './bootstrap-gate.tsx';
import type { MountedShop } from './create-shop.ts';
import { ShopProviders } from './providers.tsx';
import { PageAfterFrameContext } from '../shared/lib/page-after-frame.ts';
import { ShopRouterView } from './router.tsx';

/**
 * A complete, isolated shop (startShop + routeShop): its own query cache, jotai store, i18n instance and
 * router. Mount several on one page and the shops do not see each other's state.
 */
export function ShopApp({ shop }: { shop: MountedShop }) {
  return (
    <StrictMode>
      <ShopProviders {...shop.instance}>
        <BootstrapGate>
          <PageAfterFrameContext value={!shop.inMemory}>
            <ShopRouterView router={shop.router} live={!shop.inMemory} />
          </PageAfterFrameContext>
        </BootstrapGate>
      </ShopProviders>
    </StrictMode>
  );
}
