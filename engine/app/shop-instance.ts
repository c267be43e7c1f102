import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createApiConfig, type ApiConfig } from '../shared/api/api-config.ts';
import { isApiError } from '../shared/api/api-error.ts';
import { createShopI18n } from '../shared/i18n/create-i18n.ts';
import { loadDayjsLocale } from '../shared/i18n/dayjs.ts';
import { languageFromUrl, pickLanguage, storedLanguage } from '../shared/i18n/language-preference.ts';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../shared/i18n/languages.ts';
import { createShopStore, type ShopStore } from '../shared/state/jotai.ts';
import { DEFAULT_STORAGE_PREFIX } from '../features/shop/lib/storage-prefix.ts';
import { localeLoaders } from './locale-loaders.ts';

/** Public config of one mounted shop. */
export interface ShopConfigInput {
  apiBase?: string;
  shopUrl?: string;
  initialLocale?: string;
}

/** Everything one shop owns; nothing here is shared with another shop on the same page. */
export interface ShopInstance {
  queryClient: QueryClient;
  store: ShopStore;
  i18n: I18n;
  apiConfig: ApiConfig;
}

/** Client errors do not get better by asking again; network and server errors get two retries. */
function retry(failures: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export function createShopInstance(config: ShopConfigInput = {}, options: { queryClient?: QueryClient } = {}): ShopInstance {
  const language = pickLanguage({
    url: typeof location === 'undefined' ? undefined : languageFromUrl(location.href),
    stored: storedLanguage(DEFAULT_STORAGE_PREFIX),
    initial: config.initialLocale ?? (typeof window === 'undefined' ? undefined : window.SHOP_CONFIG?.initialLocale),
    allowed: LANGUAGES,
    fallback: FALLBACK_LANGUAGE,
  });
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry, staleTime: 60_000, refetchOnWindowFocus: false } } });
  const i18n = createShopI18n({ loaders: localeLoaders, language });
  // Wanted once the bootstrap is prepared (switchLocale): asked for now, beside the bootstrap, not after it.
  void loadDayjsLocale(language);
  return { queryClient, store: createShopStore(), i18n, apiConfig: createApiConfig({ apiBase: config.apiBase, shopUrl: config.shopUrl }) };
}
