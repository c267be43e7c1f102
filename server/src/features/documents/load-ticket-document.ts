import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { localize } from '../../http/locale';
import type { TicketDocumentData, TicketPage } from './document-data';
import { documentLocale } from './document-texts';
import { findMuseumTitle, findTicketSale, listSaleBarcodes } from './store';

export interface TicketDocumentQuery {
  orderId: number; ticketSaleId: number; token: string; locale: string;
  /** The shop the request came to; another shop's order is "not found". */
  shopId?: number;
}

/**
 * Reads what one ticket sale's PDF prints. A wrong token, an order that is not (or no
 * longer) valid and a sale of another order all answer the same 404, so the URL reveals
 * nothing without the token. @see requirements/api.md §8.6, requirements/checkout-and-orders.md §4.4
 */
export async function loadTicketDocumentData(db: Db, query: TicketDocumentQuery): Promise<TicketDocumentData> {
  const row = await findTicketSale(db, query);
  if (!row) throw ApiError.notFound('Ticket');
  const main = row.locales[0] ?? 'de';
  const barcodes = await listSaleBarcodes(db, row.sale_id);
  const museumId = row.museum_ids[0];
  const museum = museumId === undefined ? undefined
    : await findMuseumTitle(db, museumId);
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
