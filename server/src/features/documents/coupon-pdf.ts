import { qrPng } from './barcode-images';
import type { CouponDocumentData } from './document-data';
import { formatDateTime, formatPrice, pdfText } from './document-format';
import { DOCUMENT_TEXTS } from './document-texts';
import { A6_LANDSCAPE, createPdf, pdfBuffer } from './pdf-document';

const [WIDTH] = A6_LANDSCAPE;
const MARGIN = 24;

/** A coupon: its code as text and as QR code, with its value or the ticket it buys. */
export function renderCouponPdf(data: CouponDocumentData): Promise<Buffer> {
  return renderCouponsPdf([data]);
}

/** Several coupons of one order item, one page per code (an item of quantity 3 holds 3 codes). */
export async function renderCouponsPdf(coupons: CouponDocumentData[]): Promise<Buffer> {
  const first = coupons[0]!;
  const doc = createPdf(`${DOCUMENT_TEXTS[first.locale].coupon} ${first.orderId}`);
  for (const data of coupons) await drawCoupon(doc, data);
  return pdfBuffer(doc);
}

async function drawCoupon(doc: PDFKit.PDFDocument, data: CouponDocumentData): Promise<void> {
  const t = DOCUMENT_TEXTS[data.locale];
  doc.addPage();
  const textWidth = WIDTH - 2 * MARGIN - 132;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#555').text(pdfText(data.shopName), MARGIN, 20);
  doc.fontSize(16).fillColor('#000').text(pdfText(data.title), MARGIN, 40, { width: textWidth, height: 40, ellipsis: true });
  doc.font('Helvetica').fontSize(10).text('', MARGIN, 90);
  if (data.valueCents !== null) doc.text(`${t.value}: ${formatPrice(data.valueCents, data.currency, data.locale)}`, { width: textWidth });
  if (data.ticketTitle) doc.text(`${t.forTicket}: ${pdfText(data.ticketTitle)}`, { width: textWidth });
  if (data.validUntil) doc.text(`${t.validUntil} ${formatDateTime(data.validUntil, data.locale, false)}`, { width: textWidth });
  doc.image(await qrPng(data.code), WIDTH - MARGIN - 120, 40, { width: 120, height: 120 });
  doc.fontSize(8).fillColor('#555').text(t.code.toUpperCase(), MARGIN, 200, { width: WIDTH - 2 * MARGIN, align: 'center' });
  doc.font('Courier-Bold').fontSize(20).fillColor('#000').text(data.code, MARGIN, 212, { width: WIDTH - 2 * MARGIN, align: 'center' });
  doc.font('Helvetica').fontSize(7).fillColor('#555').text(`${t.order} ${data.orderId}`, MARGIN, 262);
}
