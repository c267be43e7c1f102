import type { i18n as I18n } from 'i18next';
import { dayjs, loadDayjsLocale } from './dayjs.ts';

/**
 * The one place that changes the language (house-style.md §12): i18next, dayjs and <html lang> move
 * together so dates never show in another language than the text around them.
 */
export async function switchLocale(i18n: I18n, language: string): Promise<void> {
  await Promise.all([loadDayjsLocale(language), i18n.loadLanguages(language)]);
  dayjs.locale(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
