import { lazy, StrictMode, Suspense, useState } from 'react';
import { Loading } from '../shared/ui/loading.tsx';
import { BootstrapGate } from './bootstrap-gate.tsx';
import { ShopProviders } from './providers.tsx';
import { createShopInstance, type ShopConfigInput } from './shop-instance.ts';

/**
 * The router (react-router and the route table) is a chunk of its own, requested on load and so
 * downloaded while the bootstrap request is in flight: it is needed only after that answers, and
 * keeping it out of the entry keeps the entry within its 130 kB budget.
 */
const routerModule = import('./router.tsx');
const ShopRouterProvider = lazy(async () => ({ default: (await routerModule).ShopRouterProvider }));

export interface ShopAppProps {
  config?: ShopConfigInput;
  /** Start in memory at these URLs instead of the page's hash (preview, stories). */
  initialEntries?: string[];
}

/**
 * A complete, isolated shop: its own query cache, jotai store, i18n instance and router. Mount it
 * several times on one page and the shops do not see each other's state.
 */
export function ShopApp({ config, initialEntries }: ShopAppProps) {
  const [instance] = useState(() => createShopInstance(config));
  return (
    <StrictMode>
      <ShopProviders {...instance}>
        <BootstrapGate>
          <Suspense fallback={<Loading />}>
            <ShopRouterProvider initialEntries={initialEntries} />
          </Suspense>
        </BootstrapGate>
      </ShopProviders>
    </StrictMode>
  );
}
