import type { LocaleLoaders } from '../shared/i18n/locale-backend.ts';
import { LANGUAGES, type Language } from '../shared/i18n/languages.ts';
import { files as germanFiles } from './locales/de.ts';

/** Every namespace with bundled texts: one per feature folder with locales/, plus 'common' (house-style.md §12). */
export const LOCALE_NAMESPACES = [
  'common', 'account', 'annual', 'cart', 'catalogue', 'checkout', 'content', 'coupons', 'day-planner', 'donations', 'events', 'frame',
  'merchandise', 'one-pager', 'party', 'payment', 'products', 'shop', 'tickets', 'tours', 'vip', 'waiting-room',
] as const;

type LocaleTexts = Record<string, unknown>;

/**
 * The files of one language by namespace: a feature's file is the namespace named after its folder,
 * shared/i18n's file is 'common'.
 */
function byNamespace(files: Record<string, unknown>): LocaleTexts {
  return Object.fromEntries(Object.entries(files).map(([path, texts]) => [/\/features\/([^/]+)\/locales\//.exec(path)?.[1] ?? 'common', texts]));
}

/**
 * One chunk per language with all its namespaces: a visitor's texts arrive in one request, not twenty.
 * German comes with the entry instead: it is the fallback, so every visitor's i18next loads it whatever
 * they read, and as a chunk of its own it was one more file on every first screen (measured with Lighthouse
 * mobile, issue 12: LCP 90–120 ms earlier on the start page and the cart).
 */
const languageTexts: Record<Language, () => Promise<LocaleTexts>> = {
  de: () => Promise.resolve(byNamespace(germanFiles)),
  en: () => import('./locales/en.ts').then((module) => byNamespace(module.files)),
  es: () => import('./locales/es.ts').then((module) => byNamespace(module.files)),
  fr: () => import('./locales/fr.ts').then((module) => byNamespace(module.files)),
};

// One import and one sorting by namespace per language, not one per namespace: i18next asks for all
// twenty-two namespaces at once, and each import() ran the preload helper over the chunk's files again.
const loaded = new Map<Language, Promise<LocaleTexts>>();
function textsOf(language: Language): Promise<LocaleTexts> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = languageTexts[language]();
    // A failed download may be tried again later.
    texts.catch(() => loaded.delete(language));
    loaded.set(language, texts);
  }
  return texts;
}

/** The i18next backend's view: each namespace × language, all of one language served from its one chunk. */
export const localeLoaders: LocaleLoaders = Object.fromEntries(LOCALE_NAMESPACES.flatMap((namespace) =>
  LANGUAGES.map((language) => [`${namespace}/${language}`, async () => (await textsOf(language))[namespace] ?? {}] as const)));
