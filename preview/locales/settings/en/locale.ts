import type { SettingText } from '../setting-text.ts';
import type { localeDe } from '../de/locale.ts';

const languages = { de: 'German', en: 'English', es: 'Spanish', fr: 'French' };

export const localeEn: Record<keyof typeof localeDe, SettingText> = {
  locale: { label: 'Languages, currency and dates', help: 'The languages and the currency the shop sells in, and how it writes dates.' },
  'locale.languages': { label: 'Shop languages', help: 'Visitors choose between these languages at the top of the shop, in this order.', options: languages },
  'locale.defaultLanguage': {
    label: 'Main language',
    help: 'For visitors who have not chosen a language yet. A text missing in another language appears in the main language.',
    options: languages,
  },
  'locale.currency': { label: 'Currency', help: 'All prices come from the ticketing system in this currency.' },
  'locale.currency.code': { label: 'Currency', options: { EUR: 'Euro (€)', CHF: 'Swiss franc (CHF)' } },
  'locale.currency.chfSwitchable': { label: 'Offer Swiss francs too', help: 'Visitors can switch the prices at the top of the shop to Swiss francs.' },
  'locale.timezone': {
    label: 'Time zone',
    help: 'All dates and opening hours are in this time zone.',
    options: { 'Europe/Berlin': 'Berlin', 'Europe/Vienna': 'Vienna', 'Europe/Zurich': 'Zurich' },
  },
  'locale.dateFormats': {
    label: 'Date formats',
    help: 'How the German shop writes dates; the other languages write them as is usual there. Patterns: d = day, M = month (MMMM: month name), y = year, EEEE = weekday.',
  },
  'locale.dateFormats.full': { label: 'Long date', help: 'With the weekday, for example “Montag, 1. Juni 2026”.' },
  'locale.dateFormats.short': { label: 'Short date', help: 'For example “01.06.26”.' },
  'locale.dateFormats.picker': { label: 'Date in input fields', help: 'How visitors type and see a date in the date picker, for example “01.06.2026”.' },
};
