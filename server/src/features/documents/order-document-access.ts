import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import type { DocumentHeader } from './document-data';
import { documentLocale } from './document-texts';
import { findDocumentOrder } from './store';

export interface OrderDocumentQuery {
  orderId: number; itemId: number; token: string; locale: string;
  /** The shop the request came to; another shop's order is "not found". */
  shopId?: number;
}

/**
 * The order behind a document URL: right token, valid and not canceled, else the same 404
 * for every case so the URL reveals nothing without the token. @see requirements/api.md §8.6
 */
export async function documentOrder(db: Db, query: OrderDocumentQuery, what: string): Promise<DocumentHeader & { main: string; shopId: number }> {
  const row = await findDocumentOrder(db, query);
  if (!row) throw ApiError.notFound(what);
  return {
    shopName: row.name, locale: documentLocale(query.locale), currency: row.currency, orderId: row.id, reference: row.reference,
    main: row.locales[0] ?? 'de', shopId: row.shop_id,
  };
}
