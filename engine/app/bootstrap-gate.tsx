import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiConfig } from '../shared/api/api-context.tsx';
import { Loading } from '../shared/ui/loading.tsx';
import { themeStyle } from '../shared/ui/theme-vars.ts';
import { shopQueries } from '../features/shop/api/shop.queries.ts';
import { MaintenancePage } from '../features/shop/components/maintenance-page.tsx';
import { PageError } from '../features/shop/components/page-error.tsx';
import { SettingsProblems } from '../features/shop/components/settings-problems.tsx';
import { classifyBootstrapError } from '../features/shop/lib/bootstrap-error.ts';
import { debugEnabled } from '../features/shop/lib/debug-enabled.ts';
import { prepareShop } from './prepare-shop.ts';
import '../shared/ui/base.css';

/**
 * requirements/settings.md §4.1: the shop configuration is loaded before any route renders. Also the themed root
 * element, so maintenance and error pages look like the shop too.
 */
export function BootstrapGate({ children }: { children: ReactNode }) {
  const api = useApiConfig();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const query = useQuery(shopQueries.bootstrap({ api, locale: i18n.language }));
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const view = query.data;

  useEffect(() => {
    if (!view) return;
    let current = true;
    prepareShop({ view, i18n, queryClient, api }).then(
      () => current && setReady(true),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [view, i18n, queryClient, api]);

  // Once running, a later language switch must not unmount the routes: it prefetches before switching.
  const error = ready ? null : (failure ?? query.error);
  // The loading page is a page too: its status sits in the main landmark.
  let content: ReactNode = (
    <main className="shop-main" id="main">
      <Loading />
    </main>
  );
  if (error) content = classifyBootstrapError(error) === 'maintenance' ? <MaintenancePage /> : <PageError error={error} />;
  else if (ready && view) content = children;

  return (
    <div className="shop-root" style={themeStyle(view?.theme)}>
      {view && debugEnabled() && <SettingsProblems problems={view.problems} />}
      {content}
    </div>
  );
}
