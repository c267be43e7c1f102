import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiConfigProvider } from '../shared/api/api-context.tsx';
import type { ApiConfig } from '../shared/api/api-config.ts';
import { Provider as StoreProvider, type ShopStore } from '../shared/state/jotai.ts';

export interface ShopProvidersProps {
  queryClient: QueryClient;
  store: ShopStore;
  i18n: I18n;
  apiConfig: ApiConfig;
  children: ReactNode;
}

/**
 * The context one shop needs: API config, query cache, i18n instance and jotai store. No router and
 * no bootstrap, so a story can wrap a single screen in a MemoryRouter, or the full app in a data router.
 */
export function ShopProviders({ queryClient, store, i18n, apiConfig, children }: ShopProvidersProps) {
  return (
    <ApiConfigProvider config={apiConfig}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <StoreProvider store={store}>{children}</StoreProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ApiConfigProvider>
  );
}
