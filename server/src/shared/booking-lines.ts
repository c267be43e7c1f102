import type { BookingSummary, SummaryFact, SummaryLine } from '../../../booking-summary/booking-summary.ts';
import { BOOKING_TEXTS, bookingLocale, type BookingTexts } from './booking-texts';
import { ZONE } from './berlin-time';
import { formatMoney, htmlToText } from './html';

const TAGS: Record<string, string> = { de: 'de-DE', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

/** A booking summary worded for an e-mail or a PDF: the count, one line per fact, the price lines. */
export interface BookingLines {
  count: string;
  facts: string[];
  prices: { label: string; amount: string }[];
  description: string | null;
}

interface Format { locale: string; currency: string }

function dateText(iso: string, tag: string, withTime: boolean): string {
  // Day facts are calendar days: noon keeps them on that day in Berlin whatever the offset.
  const instant = withTime ? new Date(iso) : new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat(tag, { timeZone: ZONE, dateStyle: 'full', ...(withTime ? { timeStyle: 'short' as const } : {}) }).format(instant);
}

function factText(fact: SummaryFact, kind: BookingSummary['kind'], t: BookingTexts, tag: string, money: (cents: number) => string): string {
  switch (fact.kind) {
    case 'place': return [fact.museum, fact.exhibition].filter(Boolean).join(' · ');
    case 'start': return `${kind === 'ticket' ? t.entry : t.start}: ${dateText(fact.at, tag, true)}`;
    case 'day': return `${t.day}: ${dateText(fact.date, tag, false)}`;
    case 'validFrom': return `${t.validFrom}: ${dateText(fact.date, tag, false)}`;
    case 'startPending': return t.startPending;
    case 'seat': return [fact.title, fact.category, fact.price].filter(Boolean).join(' · ');
    case 'participants': return `${t.participants}: ${fact.count}`;
    case 'language': return `${t.language}: ${fact.name}`;
    case 'ageGroup': return `${t.ageGroup}: ${fact.name}`;
    case 'grade': return `${t.grade}: ${fact.name}`;
    case 'equipment': return `${fact.name}: ${fact.quantity}`;
    case 'subTicket': return `${fact.quantity} × ${fact.title}`;
    case 'voucher': return fact.code ? `${t.voucher} ${fact.code}` : t.voucher;
    case 'couponValue': return `${t.couponValue}: ${money(fact.cents)}`;
    case 'codes': return `${t.codes}: ${fact.codes.join(', ')}`;
    case 'posted': return t.posted;
  }
}

function lineLabel(line: SummaryLine, t: BookingTexts): string {
  const title = line.title ?? (line.group ? t.groupPrice : t.defaultPrice);
  return line.group ? title : `${line.quantity} × ${title}`;
}

/** The one wording of a booking for the server's e-mails and documents (../booking-summary is the model). */
export function bookingLines(summary: BookingSummary, { locale, currency }: Format): BookingLines {
  const t = BOOKING_TEXTS[bookingLocale(locale)];
  const tag = TAGS[bookingLocale(locale)]!;
  const money = (cents: number) => formatMoney(cents, currency, tag);
  const [one, many] = t.units[summary.unit];
  return {
    count: (summary.quantity === 1 ? one : many).replace('{n}', String(summary.quantity)),
    facts: summary.facts.map((fact) => factText(fact, summary.kind, t, tag, money)),
    prices: summary.lines.map((line) => ({ label: lineLabel(line, t), amount: money(line.totalCents) })),
    description: summary.descriptionHtml ? htmlToText(summary.descriptionHtml) || null : null,
  };
}
