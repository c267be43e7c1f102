import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiConfig } from '../shared/api/api-context.tsx';
import { Loading } from '../shared/ui/loading.tsx';
import { themeStyle } from '../shared/ui/theme-vars.ts';
import { shopQueries } from '../features/shop/api/shop.queries.ts';
import { ShopViewProvider } from '../features/shop/api/shop-view-context.tsx';
import { classifyBootstrapError } from '../features/shop/lib/bootstrap-error.ts';
import { debugEnabled } from '../features/shop/lib/debug-enabled.ts';
import { prepareShopReady } from './prepare-shop.ts';
import { isShopReady } from './shop-ready.ts';
import '../shared/ui/base.css';

// Shown only when something is wrong: chunks of their own, kept out of every visitor's entry.
const MaintenancePage = lazy(async () => ({ default: (await import('../features/shop/components/maintenance-page.tsx')).MaintenancePage }));
const PageError = lazy(async () => ({ default: (await import('../features/shop/components/page-error.tsx')).PageError }));
const SettingsProblems = lazy(async () => ({ default: (await import('../features/shop/components/settings-problems.tsx')).SettingsProblems }));

/**
 * requirements/settings.md §4.1: the shop configuration is loaded before any route renders. Also the themed root
 * element, so maintenance and error pages look like the shop too.
 */
export function BootstrapGate({ children }: { children: ReactNode }) {
  const api = useApiConfig();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const query = useQuery(shopQueries.bootstrap({ api, locale: i18n.language }));
  // The live page prepared its shop before mounting (prepare-before-mount.ts): the first view needs no second preparation.
  const [ready, setReady] = useState(() => isShopReady(queryClient));
  const prepared = useRef(ready ? query.data : undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const view = query.data;

  useEffect(() => {
    if (!view) return;
    if (view === prepared.current) {
      // Only that first view: a later switch back to its language prepares the shop again, as every switch does.
      prepared.current = undefined;
      return;
    }
    let current = true;
    prepareShopReady({ view, i18n, queryClient, api })
      .then(
        () => {
          // A transition: React renders the whole shop in slices that leave the main thread free
          // between them. Preact (the production build) renders it in one go all the same.
          if (current) startTransition(() => setReady(true));
        },
        (error: unknown) => current && setFailure(error),
      );
    return () => {
      current = false;
    };
  }, [view, i18n, queryClient, api]);

  // Once running, a later language switch must not unmount the routes: it prefetches before switching.
  const error = ready ? null : (failure ?? query.error);
  // The loading page is a page too: its status sits in the main landmark.
  const loading = (
    <main className="shop-main" id="main">
      <Loading />
    </main>
  );
  let content: ReactNode = loading;
  if (error) content = <Suspense fallback={loading}>{classifyBootstrapError(error) === 'maintenance' ? <MaintenancePage /> : <PageError error={error} />}</Suspense>;
  else if (ready && view) content = <ShopViewProvider view={view}>{children}</ShopViewProvider>;

  return (
    <div className="shop-root" style={themeStyle(view?.theme)}>
      {view && view.problems.length > 0 && debugEnabled() && <Suspense><SettingsProblems problems={view.problems} /></Suspense>}
      {content}
    </div>
  );
}
