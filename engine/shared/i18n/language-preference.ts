import { storageKey, readStored, writeStored } from '../lib/storage.ts';
import { toLanguage, type Language } from './languages.ts';

/** ?lang=xx in the hash route ('#/start?lang=en'), where the shop keeps the language (requirements/settings.md §1). */
export function languageFromUrl(href: string): string | undefined {
  const hash = href.includes('#') ? href.slice(href.indexOf('#')) : '';
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return new URLSearchParams(query).get('lang') ?? undefined;
}

export function storedLanguage(prefix: string): string | undefined {
  return readStored(storageKey(prefix, 'language')) ?? undefined;
}

export function storeLanguage(prefix: string, language: string): void {
  writeStored(storageKey(prefix, 'language'), language);
}

interface Candidates {
  url?: string;
  stored?: string;
  initial?: string;
  allowed: readonly string[];
  fallback: Language;
}

/**
 * URL beats storage beats the embedding page's choice; region variants count as their base language
 * and anything the shop does not offer is skipped.
 */
export function pickLanguage({ url, stored, initial, allowed, fallback }: Candidates): Language {
  for (const candidate of [url, stored, initial]) {
    const language = toLanguage(candidate);
    if (language && allowed.includes(language)) return language;
  }
  return fallback;
}
