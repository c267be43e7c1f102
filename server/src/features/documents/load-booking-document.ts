import type { Db } from '../../db/connect';
import type { Localized } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { localize } from '../../http/locale';
import type { BookingDocumentData } from './document-data';
import { documentOrder, type OrderDocumentQuery } from './order-document-access';

interface PriceLine { title: Localized; quantity: number; price_cents: number }

/** An event booking's confirmation; `itemId` is the booking id (Event item attributes.id). @see ENDPOINTS.md §8.6 */
export async function loadEventDocumentData(db: Db, query: OrderDocumentQuery): Promise<BookingDocumentData> {
  const header = await documentOrder(db, query, 'Booking');
  const row = await db.selectFrom('event_bookings as b')
    .innerJoin('order_items as oi', 'oi.id', 'b.order_item_id')
    .innerJoin('event_dates as d', 'd.id', 'b.date_id').innerJoin('events as e', 'e.id', 'd.event_id')
    .leftJoin('vocabularies as l', 'l.id', 'd.language_id')
    .select(['b.id', 'oi.price_cents', 'oi.attributes', 'd.start_time', 'd.duration', 'd.title as date_title', 'e.title', 'e.location', 'l.name as language'])
    .where('b.id', '=', query.itemId).where('oi.order_id', '=', header.orderId).executeTakeFirst();
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
  const row = await db.selectFrom('tour_bookings as b')
    .innerJoin('order_items as oi', 'oi.id', 'b.order_item_id').innerJoin('tours as t', 't.id', 'b.tour_id')
    .leftJoin('vocabularies as l', 'l.id', 'b.language_id')
    .select(['b.id', 'oi.price_cents', 'oi.attributes', 'b.start_time', 't.duration', 't.title', 't.location', 'l.name as language'])
    .where('b.id', '=', query.itemId).where('oi.order_id', '=', header.orderId).executeTakeFirst();
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
