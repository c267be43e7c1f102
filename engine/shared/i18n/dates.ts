import { cldrToDayjs } from './cldr-pattern.ts';
import { DEFAULT_TIMEZONE, dayjs } from './dayjs.ts';
import { wallClockAt } from './dayjs-fast-tz.ts';

export type DateFormat = 'full' | 'short' | 'picker';

/**
 * dayjs patterns of the spec's formats (requirements/settings.md §9: de full 'EEEE, d. MMMM y', short 'dd.MM.yy',
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
  /** Settings locale.dateFormats: the operator's CLDR patterns, which apply to German (the settings say so). */
  patterns?: Partial<Record<DateFormat, string>>;
}

/** Formats an instant in the shop's timezone; the locale is passed per call so shops stay isolated. */
export function formatDate(value: string | number | Date, format: DateFormat, { language, timezone, patterns }: DateOptions): string {
  const configured = language === 'de' ? patterns?.[format] : undefined;
  const pattern = configured ? cldrToDayjs(configured) : (FORMATS[language] ?? FORMATS.de!)[format];
  return dayjs(value).tz(timezone ?? DEFAULT_TIMEZONE).locale(language).format(pattern);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm' in the shop's timezone; read off the zone's wall clock, no zoned dayjs object per slot (issue 12). */
export function formatTime(value: string | number | Date, { timezone }: Pick<DateOptions, 'timezone'> = {}): string {
  const { hour, minute } = wallClockAt(dayjs(value).valueOf(), timezone ?? DEFAULT_TIMEZONE);
  return `${pad(hour)}:${pad(minute)}`;
}
