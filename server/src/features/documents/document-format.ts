import { ZONE } from '../../shared/berlin-time';
import type { DocumentLocale } from './document-data';

const TAGS: Record<DocumentLocale, string> = { de: 'de-DE', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

/**
 * The standard PDF fonts encode WinAnsi only: Intl's narrow and no-break spaces (fr, de)
 * would print as garbage, so they become plain spaces.
 */
export function pdfText(value: string): string {
  return value.replace(/[\u202f\u00a0\u2009]/g, ' ');
}

/** "Montag, 6. Juli 2026, 11:00" — always on the Berlin wall clock. @see requirements/settings.md §1.2 timezone */
export function formatDateTime(date: Date, locale: DocumentLocale, withTime = true): string {
  return pdfText(new Intl.DateTimeFormat(TAGS[locale], {
    timeZone: ZONE, dateStyle: 'full', ...(withTime ? { timeStyle: 'short' as const } : {}),
  }).format(date));
}

export function formatPrice(cents: number, currency: string, locale: DocumentLocale): string {
  return pdfText(new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency }).format(cents / 100));
}
