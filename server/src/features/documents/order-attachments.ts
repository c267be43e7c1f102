import type { Db } from '../../db/connect';
import type { MailAttachment } from '../mail/mailer';
import { renderBookingPdf } from './booking-pdf';
import { renderCouponsPdf } from './coupon-pdf';
import { loadEventDocumentData, loadTourDocumentData } from './load-booking-document';
import { loadCouponDocumentData } from './load-coupon-document';
import { loadTicketDocumentData } from './load-ticket-document';
import { loadBookingIds } from './store';
import { renderTicketsPdf } from './ticket-pdf';

/**
 * Every PDF of a valid order, for the confirmation e-mail: tickets per sale (annual tickets
 * are personalised first and get no PDF, requirements/checkout-and-orders.md §4.4), event and tour confirmations, coupons.
 */
export async function orderAttachments(db: Db, order: { id: number; token: string }, locale: string): Promise<MailAttachment[]> {
  const ids = await loadBookingIds(db, order.id);
  const base = { orderId: order.id, token: order.token, locale };
  const files: MailAttachment[] = [];
  for (const saleId of ids.ticketSales) {
    const pdf = await renderTicketsPdf(await loadTicketDocumentData(db, { ...base, ticketSaleId: saleId }));
    files.push({ filename: `tickets-${order.id}-${saleId}.pdf`, content: pdf });
  }
  for (const bookingId of ids.events) {
    files.push({ filename: `event-${order.id}-${bookingId}.pdf`, content: await renderBookingPdf(await loadEventDocumentData(db, { ...base, itemId: bookingId })) });
  }
  for (const bookingId of ids.tours) {
    files.push({ filename: `tour-${order.id}-${bookingId}.pdf`, content: await renderBookingPdf(await loadTourDocumentData(db, { ...base, itemId: bookingId })) });
  }
  for (const itemId of ids.couponItems) {
    files.push({ filename: `coupons-${order.id}-${itemId}.pdf`, content: await renderCouponsPdf(await loadCouponDocumentData(db, { ...base, itemId })) });
  }
  return files;
}
