import type { Language } from '../../../shared/i18n/languages.ts';

/**
 * The customer's language_id (requirements/accounts.md §3.1). The API offers no customer-language list, so the
 * engine's four interface languages carry fixed ids; the demo data uses 1 for German.
 */
export const LANGUAGE_IDS: Record<Language, number> = { de: 1, en: 2, es: 3, fr: 4 };

export function languageIdOf(language: string): number | undefined {
  return LANGUAGE_IDS[language as Language];
}
