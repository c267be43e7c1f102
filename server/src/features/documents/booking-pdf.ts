import { bookingLines } from '../../shared/booking-lines';
import { qrPng } from './barcode-images';
import type { BookingDocumentData } from './document-data';
import { formatDateTime, formatPrice, pdfText } from './document-format';
import { DOCUMENT_TEXTS } from './document-texts';
import { createPdf, pdfBuffer } from './pdf-document';

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;

/**
 * An event or tour booking confirmation on one A4 page: date, duration, place, then the booking as
 * its summary reads everywhere (count, seats or participants, language, age group, equipment) and
 * the price lines. @see requirements/api.md §8.6
 */
export async function renderBookingPdf(data: BookingDocumentData): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[data.locale];
  const heading = data.kind === 'event' ? t.eventBooking : t.tourBooking;
  const doc = createPdf(`${heading} ${data.orderId}`, 'A4');
  doc.addPage();
  const money = (cents: number) => formatPrice(cents, data.currency, data.locale);
  const booked = bookingLines(data.summary, { locale: data.locale, currency: data.currency });
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#555').text(pdfText(data.shopName), MARGIN, MARGIN);
  doc.fontSize(18).fillColor('#000').text(pdfText(heading), MARGIN, MARGIN + 24, { width: WIDTH - 130 });
  doc.fontSize(14).text(pdfText(data.summary.title), { width: WIDTH - 130 });
  doc.image(await qrPng(data.barcode), MARGIN + WIDTH - 110, MARGIN + 24, { width: 110, height: 110 });
  doc.font('Courier').fontSize(9).text(data.barcode, MARGIN + WIDTH - 110, MARGIN + 138, { width: 110, align: 'center' });
  doc.font('Helvetica').fontSize(11).text('', MARGIN, MARGIN + 170);
  const details: [string, string | null][] = [
    [t.date, formatDateTime(data.startAt, data.locale)],
    [t.duration, data.durationMinutes ? `${data.durationMinutes} ${t.minutes}` : null],
    [t.location, data.location],
    [t.quantity, booked.count],
    [t.order, `${data.orderId}${data.reference ? ` · ${t.reference} ${data.reference}` : ''}`],
  ];
  for (const [label, value] of details) if (value) doc.text(`${label}: ${pdfText(value)}`, { width: WIDTH });
  // The start is printed as the date above; every other fact of the booking follows, one per line.
  const facts = booked.facts.filter((_fact, index) => data.summary.facts[index]!.kind !== 'start');
  if (facts.length) doc.moveDown(0.5);
  for (const fact of facts) doc.text(pdfText(fact), { width: WIDTH });
  doc.moveDown();
  for (const line of booked.prices) doc.text(pdfText(line.label), { continued: true, width: WIDTH }).text(pdfText(line.amount), { align: 'right' });
  doc.font('Helvetica-Bold').text(t.total, { continued: true, width: WIDTH }).text(money(data.summary.totalCents), { align: 'right' });
  return pdfBuffer(doc);
}
