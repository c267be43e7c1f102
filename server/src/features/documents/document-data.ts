import type { BookingSummary } from '../../../../booking-summary/booking-summary';

/**
 * What the PDF documents print, as plain values (not DB rows), so the renderers stay
 * pure and the order flow or a preview can build them from anywhere.
 */

/** The four shop languages; anything else prints in German, the fallback. @see requirements/settings.md §1.2 */
export type DocumentLocale = 'de' | 'en' | 'es' | 'fr';

export interface DocumentHeader {
  shopName: string;
  locale: DocumentLocale;
  currency: string;
  orderId: number;
  /** Printed on documents (the order's reference, requirements/api.md §8.5); the comment never is. */
  reference: string | null;
}

/** One admission unit = one page with its own barcode. @see requirements/api.md §8.4, requirements/api.md §8.6 */
export interface TicketPage {
  title: string;
  ticketType: 'normal' | 'time_slot' | 'annual';
  /** Entry slot (time-slot tickets) or the day; null for open-dated tickets. */
  startAt: Date | null;
  museum: string | null;
  location: string | null;
  priceCents: number;
  attendee: string | null;
  barcode: string;
  /** "2 / 3": this unit among the units of the sale. */
  unit: number;
  units: number;
}

export interface TicketDocumentData extends DocumentHeader { tickets: TicketPage[] }

/**
 * Event and tour booking confirmations: what was booked is the booking summary every other reader
 * shows (seats, participants, age group, language, equipment, prices). @see requirements/api.md §8.6
 */
export interface BookingDocumentData extends DocumentHeader {
  kind: 'event' | 'tour';
  bookingId: number;
  summary: BookingSummary;
  startAt: Date;
  durationMinutes: number | null;
  location: string | null;
  /** Value encoded in the QR code that staff scan at the meeting point. */
  barcode: string;
}

export interface CouponDocumentData extends DocumentHeader {
  title: string;
  code: string;
  /** Value coupons print their value; ticket coupons print the ticket title instead. */
  valueCents: number | null;
  ticketTitle: string | null;
  validUntil: Date | null;
}
