import { code39Png, qrPng } from './barcode-images';
import type { TicketDocumentData, TicketPage } from './document-data';
import { formatDateTime, formatPrice, pdfText } from './document-format';
import { DOCUMENT_TEXTS, type DocumentTexts } from './document-texts';
import { A6_LANDSCAPE, createPdf, pdfBuffer } from './pdf-document';

const [WIDTH] = A6_LANDSCAPE;
const MARGIN = 24;
const QR_SIZE = 120;

function dateLine(page: TicketPage, data: TicketDocumentData, t: DocumentTexts): string {
  if (!page.startAt) return t.openDated;
  if (page.ticketType === 'annual') return `${t.annualFrom} ${formatDateTime(page.startAt, data.locale, false)}`;
  return formatDateTime(page.startAt, data.locale, page.ticketType === 'time_slot');
}

async function drawTicket(doc: PDFKit.PDFDocument, page: TicketPage, data: TicketDocumentData): Promise<void> {
  const t = DOCUMENT_TEXTS[data.locale];
  const [qr, code39] = await Promise.all([qrPng(page.barcode), code39Png(page.barcode)]);
  doc.addPage();
  const textWidth = WIDTH - 2 * MARGIN - QR_SIZE - 12;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#555').text(pdfText(data.shopName), MARGIN, 20, { width: textWidth, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').text(`${t.unit} ${page.unit} / ${page.units}`, MARGIN, 20, { width: WIDTH - 2 * MARGIN, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000').text(pdfText(page.title), MARGIN, 40, { width: textWidth, height: 38, ellipsis: true });
  let y = 84;
  const line = (label: string, value: string | null) => {
    if (!value) return;
    doc.font('Helvetica').fontSize(7).fillColor('#555').text(label.toUpperCase(), MARGIN, y, { width: textWidth });
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000').text(pdfText(value), MARGIN, y + 8, { width: textWidth, height: 13, ellipsis: true });
    y += 24;
  };
  line(t.date, dateLine(page, data, t));
  line(t.location, [page.museum, page.location].filter(Boolean).join(', ') || null);
  line(t.price, formatPrice(page.priceCents, data.currency, data.locale));
  line(t.attendee, page.attendee);
  const qrX = WIDTH - MARGIN - QR_SIZE;
  doc.image(qr, qrX, 40, { width: QR_SIZE, height: QR_SIZE });
  doc.font('Courier').fontSize(9).text(page.barcode, qrX, 40 + QR_SIZE + 4, { width: QR_SIZE, align: 'center' });
  doc.image(code39, MARGIN, 200, { fit: [WIDTH - 2 * MARGIN, 36], align: 'center' });
  doc.font('Courier').fontSize(10).text(`*${page.barcode}*`, MARGIN, 239, { width: WIDTH - 2 * MARGIN, align: 'center' });
  const order = `${t.order} ${data.orderId}${data.reference ? ` · ${t.reference} ${pdfText(data.reference)}` : ''}`;
  doc.font('Helvetica').fontSize(7).fillColor('#555').text(`${order} — ${t.scanHint}`, MARGIN, 262, { width: WIDTH - 2 * MARGIN, height: 20, ellipsis: true });
}

/** Tickets, one unit per page, each with a QR code and a CODE 39 line of its barcode. @see requirements/api.md §8.6 */
export async function renderTicketsPdf(data: TicketDocumentData): Promise<Buffer> {
  const doc = createPdf(`${DOCUMENT_TEXTS[data.locale].ticket} ${data.orderId}`);
  for (const page of data.tickets) await drawTicket(doc, page, data);
  return pdfBuffer(doc);
}
