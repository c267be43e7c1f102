import { qrPng } from './barcode-images';
import type { BookingDocumentData } from './document-data';
import { formatDateTime, formatPrice, pdfText } from './document-format';
import { DOCUMENT_TEXTS } from './document-texts';
import { createPdf, pdfBuffer } from './pdf-document';

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;

/** An event or tour booking confirmation on one A4 page. @see requirements/api.md §8.6 */
export async function renderBookingPdf(data: BookingDocumentData): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[data.locale];
  const heading = data.kind === 'event' ? t.eventBooking : t.tourBooking;
  const doc = createPdf(`${heading} ${data.orderId}`, 'A4');
  doc.addPage();
  const money = (cents: number) => formatPrice(cents, data.currency, data.locale);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#555').text(pdfText(data.shopName), MARGIN, MARGIN);
  doc.fontSize(18).fillColor('#000').text(pdfText(heading), MARGIN, MARGIN + 24, { width: WIDTH - 130 });
  doc.fontSize(14).text(pdfText(data.title), { width: WIDTH - 130 });
  doc.image(await qrPng(data.barcode), MARGIN + WIDTH - 110, MARGIN + 24, { width: 110, height: 110 });
  doc.font('Courier').fontSize(9).text(data.barcode, MARGIN + WIDTH - 110, MARGIN + 138, { width: 110, align: 'center' });
  doc.font('Helvetica').fontSize(11).text('', MARGIN, MARGIN + 170);
  const details: [string, string | null][] = [
    [t.date, formatDateTime(data.startAt, data.locale)],
    [t.duration, data.durationMinutes ? `${data.durationMinutes} ${t.minutes}` : null],
    [t.location, data.location],
    [t.language, data.language],
    [t.order, `${data.orderId}${data.reference ? ` · ${t.reference} ${data.reference}` : ''}`],
  ];
  for (const [label, value] of details) if (value) doc.text(`${label}: ${pdfText(value)}`, { width: WIDTH });
  doc.moveDown();
  for (const line of data.lines) {
    doc.text(`${line.quantity} × ${pdfText(line.label)}`, { continued: true, width: WIDTH }).text(money(line.priceCents * line.quantity), { align: 'right' });
  }
  doc.font('Helvetica-Bold').text(t.total, { continued: true, width: WIDTH }).text(money(data.totalCents), { align: 'right' });
  return pdfBuffer(doc);
}
