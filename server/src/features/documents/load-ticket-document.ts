import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { localize } from '../../http/locale';
import type { TicketDocumentData, TicketPage } from './document-data';
import { documentLocale } from './document-texts';

export interface TicketDocumentQuery {
  orderId: number; ticketSaleId: number; token: string; locale: string;
  /** The shop the request came to; another shop's order is "not found". */
  shopId?: number;
}

/**
 * Reads what one ticket sale's PDF prints. A wrong token, an order that is not (or no
 * longer) valid and a sale of another order all answer the same 404, so the URL reveals
 * nothing without the token. @see ENDPOINTS.md §8.6, spec §4.7
 */
export async function loadTicketDocumentData(db: Db, query: TicketDocumentQuery): Promise<TicketDocumentData> {
  const row = await db.selectFrom('ticket_sales as ts')
    .innerJoin('order_items as oi', 'oi.id', 'ts.order_item_id')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .select([
      'ts.id as sale_id', 'ts.quantity', 'ts.start_at', 'ts.attendees', 'oi.price_cents', 'o.id as order_id', 'o.reference',
      's.name as shop_name', 's.currency', 's.locales', 't.title', 't.ticket_type', 't.location', 't.museum_ids',
    ])
    .where('ts.id', '=', query.ticketSaleId).where('o.id', '=', query.orderId)
    .where('o.token', '=', query.token).where('o.is_valid', '=', true).where('o.canceled', '=', false)
    .$if(query.shopId !== undefined, (qb) => qb.where('o.shop_id', '=', query.shopId!))
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('Ticket');
  const main = row.locales[0] ?? 'de';
  const barcodes = await db.selectFrom('barcodes').select('barcode').where('ticket_sale_id', '=', row.sale_id).orderBy('id').execute();
  const museumId = row.museum_ids[0];
  const museum = museumId === undefined ? undefined
    : await db.selectFrom('museums').select('title').where('id', '=', museumId).executeTakeFirst();
  const location = [row.location.name, row.location.city].filter(Boolean).join(', ') || null;
  const tickets: TicketPage[] = barcodes.map(({ barcode }, index) => {
    const attendee = row.attendees[index];
    return {
      title: localize(row.title, query.locale, main) ?? '', ticketType: row.ticket_type, startAt: row.start_at,
      museum: localize(museum?.title, query.locale, main), location, priceCents: row.price_cents,
      attendee: attendee ? [attendee.name, attendee.surname].filter(Boolean).join(' ') || null : null,
      barcode, unit: index + 1, units: barcodes.length,
    };
  });
  return {
    shopName: row.shop_name, locale: documentLocale(query.locale), currency: row.currency,
    orderId: row.order_id, reference: row.reference, tickets,
  };
}
