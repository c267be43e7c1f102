import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BookingSummary, SummaryFact, SummaryLine } from '../../../booking-summary/booking-summary.ts';
import { formatDate, formatTime, type DateOptions } from '../i18n/dates.ts';
import { formatMoney } from '../i18n/money.ts';
import { SafeHtml } from './safe-html.tsx';
import './booking-details.css';

interface BookingDetailsProps {
  summary: BookingSummary;
  dateOptions: DateOptions;
  currency: string;
  /** Price lines with their amounts (success page, account); the cart totals the row itself. */
  amounts?: boolean;
}

type Words = { t: TFunction<'common'>; dates: DateOptions; money: (cents: number) => string };

/** A calendar day (YYYY-MM-DD) read at noon, so no zone moves it to the day before. */
const dayInstant = (date: string) => `${date}T12:00:00Z`;

function factText(fact: SummaryFact, kind: BookingSummary['kind'], { t, dates, money }: Words): string {
  const full = (value: string) => formatDate(value, 'full', dates);
  switch (fact.kind) {
    case 'place': return fact.exhibition ? `${fact.museum} · ${fact.exhibition}` : fact.museum;
    case 'start': return t(kind === 'ticket' ? 'booking.entry' : 'booking.start', { date: full(fact.at), time: formatTime(fact.at, dates) });
    case 'day': return t('booking.day', { date: full(dayInstant(fact.date)) });
    case 'validFrom': return t('booking.validFrom', { date: full(dayInstant(fact.date)) });
    case 'startPending': return t('booking.startPending');
    case 'seat': return [fact.title, fact.category, fact.price].filter(Boolean).join(' · ');
    case 'participants': return t('booking.participants', { count: fact.count });
    case 'language': return t('booking.language', { name: fact.name });
    case 'ageGroup': return t('booking.ageGroup', { name: fact.name });
    case 'grade': return t('booking.grade', { name: fact.name });
    case 'equipment': return t('booking.equipment', { name: fact.name, quantity: fact.quantity });
    case 'subTicket': return t('booking.line', { quantity: fact.quantity, title: fact.title });
    case 'voucher': return fact.code ? t('booking.voucher', { code: fact.code }) : t('booking.voucherPaid');
    case 'couponValue': return t('booking.couponValue', { value: money(fact.cents) });
    case 'codes': return t('booking.codes', { codes: fact.codes.join(', ') });
    case 'posted': return t('booking.posted');
  }
}

function lineText(line: SummaryLine, t: TFunction<'common'>): string {
  const title = line.title ?? t(line.group ? 'booking.groupPrice' : 'booking.defaultPrice');
  return line.group ? title : t('booking.line', { quantity: line.quantity, title });
}

/**
 * What was booked, worded from the one booking summary (booking-summary/): the cart row, the success
 * page and the account's orders all render this, so they read the same (issue 20). Operator HTML is
 * sanitised (SafeHtml), never shown as tags.
 */
export function BookingDetails({ summary, dateOptions, currency, amounts = false }: BookingDetailsProps) {
  const { t, i18n } = useTranslation('common');
  const words: Words = { t, dates: dateOptions, money: (cents) => formatMoney(cents, { language: i18n.language, currency }) };
  const facts = summary.facts.map((fact) => factText(fact, summary.kind, words));
  return (
    <div className="booking-details">
      <SafeHtml className="booking-details__text prose" html={summary.descriptionHtml} />
      {facts.length > 0 && <ul className="booking-details__facts">{facts.map((text, index) => <li key={`${index}-${text}`}>{text}</li>)}</ul>}
      {summary.lines.length > 0 && (
        <ul className="booking-details__lines">
          {summary.lines.map((line, index) => (
            <li key={`${index}-${line.title}`}>
              <span>{lineText(line, t)}</span>
              {amounts && <span className="booking-details__amount">{words.money(line.totalCents)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
