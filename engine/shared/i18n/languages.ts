/** Interface languages of the spec (requirements/settings.md §1); German is the default and the fallback. */
export const LANGUAGES = ['de', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * requirements/settings.md §1 names 'de, de-de' as one language: a region variant ('de-DE', 'en_GB', 'fr-CH')
 * counts as its base language, case-insensitively. Anything else is undefined.
 */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** BCP 47 tags for Intl; the Swiss-franc setting switches to the Swiss variant of the language. */
export function intlLocaleOf(language: string, currency = 'EUR'): string {
  const region = currency === 'CHF' ? 'CH' : { de: 'DE', en: 'GB', es: 'ES', fr: 'FR' }[language] ?? 'DE';
  return `${language}-${region}`;
}
