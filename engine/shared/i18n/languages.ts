/** Interface languages of the spec (browsing §1); German is the default and the fallback. */
export const LANGUAGES = ['de', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tags for Intl; the Swiss-franc setting switches to the Swiss variant of the language. */
export function intlLocaleOf(language: string, currency = 'EUR'): string {
  const region = currency === 'CHF' ? 'CH' : { de: 'DE', en: 'GB', es: 'ES', fr: 'FR' }[language] ?? 'DE';
  return `${language}-${region}`;
}
