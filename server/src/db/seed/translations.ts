import { deepMergeTexts as deepMerge, readEngineLocales, type Translations } from '../../shared/engine-locales';
import type { Lang } from './context';

export type { Translations };

/** locale → namespace → keys, from every bundled engine locale file present at seed time. */
function engineTexts(locales: Lang[]): { translations: Translations; files: number } {
  const { byLocale, files } = readEngineLocales();
  // A namespace without a bundle in some shop locale falls back to English, then German,
  // so the operator sees (and can override) every key in every locale.
  const translations: Translations = {};
  for (const lng of locales) {
    translations[lng] = {};
    const namespaces = new Set(Object.values(byLocale).flatMap((nsMap) => Object.keys(nsMap)));
    for (const ns of namespaces) {
      const fallback = deepMerge(deepMerge({}, byLocale.de?.[ns] ?? {}), byLocale.en?.[ns] ?? {});
      translations[lng][ns] = deepMerge(fallback, byLocale[lng]?.[ns] ?? {});
    }
  }
  return { translations, files };
}

/** The engine's texts with the shop's operator overrides on top. */
export function buildTranslations(locales: Lang[], overrides: Translations): { translations: Translations; files: number } {
  const { translations, files } = engineTexts(locales);
  for (const lng of locales) {
    for (const [ns, tree] of Object.entries(overrides[lng] ?? {})) {
      translations[lng]![ns] = deepMerge(translations[lng]![ns] ?? {}, tree);
    }
  }
  return { translations, files };
}
