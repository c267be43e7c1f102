import type { Db } from '../../db/connect';
import type { Localized } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { localize } from '../../http/locale';
import type { BookingDocumentData } from './document-data';
import { documentOrder, type OrderDocumentQuery } from './order-document-access';
import { findEventBooking, findTourBooking } from './store';

interface PriceLine { title: Localized; quantity: number; price_cents: number }

/** An event booking's confirmation; `itemId` is the booking id (Event item attributes.id). @see requirements/api.md §8.6 */
export async function loadEventDocumentData(db: Db, query: OrderDocumentQuery): Promise<BookingDocumentData> {
  const header = await documentOrder(db, query, 'Booking');
  const row = await findEventBooking(db, query.itemId, header.orderId);
  if (!row) throw ApiError.notFound('Booking');
  const text = (value: Localized | null) => localize(value, query.locale, header.main);
  const { main: _main, ...rest } = header;
  const lines = (row.attributes as { quantities?: PriceLine[] }).quantities ?? [];
  return {
    ...rest, kind: 'event', bookingId: row.id, title: text(row.date_title) || text(row.title) || '', startAt: new Date(row.start_time),
    durationMinutes: row.duration, location: [row.location.name, row.location.city].filter(Boolean).join(', ') || null,
    language: text(row.language), lines: lines.map((line) => ({ label: text(line.title) ?? '', quantity: line.quantity, priceCents: line.price_cents })),
    totalCents: row.price_cents, barcode: `EVENT-${row.id}`,
  };
}

/** A tour booking's confirmation; `itemId` is the booking id (Tour item attributes.id). */
export async function loadTourDocumentData(db: Db, query: OrderDocumentQuery): Promise<BookingDocumentData> {
  const header = await documentOrder(db, query, 'Booking');
  const row = await findTourBooking(db, query.itemId, header.orderId);
  if (!row) throw ApiError.notFound('Booking');
  const text = (value: Localized | null) => localize(value, query.locale, header.main);
  const { main: _main, ...rest } = header;
  const lines = (row.attributes as { prices?: PriceLine[] }).prices ?? [];
  return {
    ...rest, kind: 'tour', bookingId: row.id, title: text(row.title) ?? '', startAt: new Date(row.start_time), durationMinutes: row.duration,
    location: [row.location.name, row.location.city].filter(Boolean).join(', ') || null, language: text(row.language),
    lines: lines.map((line) => ({ label: text(line.title) ?? '', quantity: line.quantity, priceCents: line.price_cents })),
    totalCents: row.price_cents, barcode: `TOUR-${row.id}`,
  };
}
