import { DEFAULT_TIMEZONE, dayjs } from './dayjs.ts';

export type DateFormat = 'full' | 'short' | 'picker';

/**
 * dayjs patterns of the spec's formats (cart §9: de full 'EEEE, d. MMMM y', short 'dd.MM.yy',
 * pickers 'dd.MM.yyyy'); the other languages use their usual order.
 */
const FORMATS: Record<string, Record<DateFormat, string>> = {
  de: { full: 'dddd, D. MMMM YYYY', short: 'DD.MM.YY', picker: 'DD.MM.YYYY' },
  en: { full: 'dddd, D MMMM YYYY', short: 'DD/MM/YY', picker: 'DD/MM/YYYY' },
  es: { full: 'dddd, D [de] MMMM [de] YYYY', short: 'DD/MM/YY', picker: 'DD/MM/YYYY' },
  fr: { full: 'dddd D MMMM YYYY', short: 'DD/MM/YY', picker: 'DD/MM/YYYY' },
};

export interface DateOptions {
  language: string;
  timezone?: string;
}

/** Formats an instant in the shop's timezone; the locale is passed per call so shops stay isolated. */
export function formatDate(value: string | number | Date, format: DateFormat, { language, timezone }: DateOptions): string {
  const pattern = (FORMATS[language] ?? FORMATS.de!)[format];
  return dayjs(value).tz(timezone ?? DEFAULT_TIMEZONE).locale(language).format(pattern);
}

/** 'HH:mm' in the shop's timezone. */
export function formatTime(value: string | number | Date, { timezone }: Pick<DateOptions, 'timezone'> = {}): string {
  return dayjs(value).tz(timezone ?? DEFAULT_TIMEZONE).format('HH:mm');
}
