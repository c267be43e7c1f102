// Kept in the declaration output, so programs that see this module only through its .d.ts get dayjs.tz too.
/// <reference types="dayjs/plugin/timezone" preserve="true" />
/// <reference types="dayjs/plugin/utc" preserve="true" />
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
// German, the default language, with the entry like its texts (engine/app/locale-loaders.ts): no request of its own.
import 'dayjs/locale/de.js';
import { fastTz } from './dayjs-fast-tz.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
// After timezone: replaces its tz() with one that reuses its Intl formatter (issue 12).
dayjs.extend(fastTz);

/** requirements/settings.md §1.2: every date of the shop is Berlin time, whatever the visitor's clock says. */
export const DEFAULT_TIMEZONE = 'Europe/Berlin';

const dayjsLocales: Record<string, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es.js'),
  fr: () => import('dayjs/locale/fr.js'),
};

/** English ships inside dayjs and German with the entry; the others are small lazy chunks. */
export async function loadDayjsLocale(language: string): Promise<void> {
  await dayjsLocales[language]?.();
}

export { dayjs };
