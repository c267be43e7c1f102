import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages.ts';
import { createLocaleBackend, type LocaleLoaders } from './locale-backend.ts';

export interface ShopI18nOptions {
  loaders: LocaleLoaders;
  language: string;
  /** Tests pass a throwing handler so a missing key fails loudly (house-style.md §12). */
  onMissingKey?: (key: string, namespace: string) => void;
}

/** Namespaces that exist in the bundled locale files. */
function namespacesOf(loaders: LocaleLoaders): string[] {
  return [...new Set(Object.keys(loaders).map((key) => key.split('/')[0]!))];
}

/**
 * One i18next instance per shop. A missing key renders blank (requirements/settings.md §1.2: 'a missing translation
 * renders blank'), and in dev it is logged so the gap gets noticed. Returned at once; the bundles load
 * in the background and the bootstrap gate waits for them.
 */
export function createShopI18n({ loaders, language, onMissingKey }: ShopI18nOptions): I18n {
  const instance = createInstance();
  const report = onMissingKey ?? (import.meta.env.DEV ? logMissingKey : undefined);
  void instance
    .use(createLocaleBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: language,
      // Synchronous init sets the language at once; the bundles still load lazily.
      initAsync: false,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: namespacesOf(loaders),
      defaultNS: 'common',
      returnEmptyString: true,
      returnNull: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      parseMissingKeyHandler: (key: string, _default?: string, options?: { ns?: string }) => {
        // Before the bundles arrive every key is 'missing'; only later gaps are worth reporting.
        if (instance.isInitialized) report?.(key, typeof options?.ns === 'string' ? options.ns : '');
        return '';
      },
    });
  return instance;
}

function logMissingKey(key: string, namespace: string) {
  console.warn(`[i18n] missing key ${namespace ? `${namespace}:` : ''}${key}`);
}
