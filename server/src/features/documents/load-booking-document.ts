import { orderItemSummary } from '../../../../booking-summary/order-item-summary';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { loadOrderJson } from '../orders/order-view';
import type { BookingDocumentData } from './document-data';
import { documentOrder, type OrderDocumentQuery } from './order-document-access';
import { findEventBooking, findTourBooking } from './store';

type Kind = BookingDocumentData['kind'];
type BookingRow = { id: number; start_time: Date; duration: number | null; location: { name?: string; city?: string } };

/**
 * A booking's confirmation; `itemId` is the booking id (the item's attributes.id). What was booked is
 * read from the order as GET /orders/{id} returns it, through the one booking summary, so the PDF
 * says what the success page, the account and the e-mail say. @see requirements/api.md §8.6
 */
async function loadBookingDocumentData(db: Db, query: OrderDocumentQuery, kind: Kind, row: BookingRow | undefined, shopId: number, main: string) {
  if (!row) throw ApiError.notFound('Booking');
  const order = await loadOrderJson(db, shopId, String(query.orderId), query.locale, main);
  const item = order?.items.find((candidate) => candidate.type.toLowerCase() === kind && candidate.attributes.id === row.id);
  if (!item) throw ApiError.notFound('Booking');
  return {
    kind, bookingId: row.id, summary: orderItemSummary(item), startAt: new Date(row.start_time), durationMinutes: row.duration,
    location: [row.location.name, row.location.city].filter(Boolean).join(', ') || null, barcode: `${kind.toUpperCase()}-${row.id}`,
  };
}

export async function loadEventDocumentData(db: Db, query: OrderDocumentQuery): Promise<BookingDocumentData> {
  const { main, shopId, ...header } = await documentOrder(db, query, 'Booking');
  const row = await findEventBooking(db, query.itemId, header.orderId);
  return { ...header, ...await loadBookingDocumentData(db, query, 'event', row, shopId, main) };
}

export async function loadTourDocumentData(db: Db, query: OrderDocumentQuery): Promise<BookingDocumentData> {
  const { main, shopId, ...header } = await documentOrder(db, query, 'Booking');
  const row = await findTourBooking(db, query.itemId, header.orderId);
  return { ...header, ...await loadBookingDocumentData(db, query, 'tour', row, shopId, main) };
}
