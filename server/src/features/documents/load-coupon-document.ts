import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { localize } from '../../http/locale';
import type { CouponDocumentData } from './document-data';
import { documentOrder, type OrderDocumentQuery } from './order-document-access';
import { listItemCodes } from './store';

/** One page per code of a Coupon order item. @see requirements/checkout-and-orders.md §7.1 (/orders/:order_id/coupons/:item_id.pdf) */
export async function loadCouponDocumentData(db: Db, query: OrderDocumentQuery): Promise<CouponDocumentData[]> {
  const header = await documentOrder(db, query, 'Coupon');
  const rows = await listItemCodes(db, query.itemId, header.orderId);
  if (rows.length === 0) throw ApiError.notFound('Coupon');
  const { main, ...rest } = header;
  return rows.map((row) => ({
    ...rest, title: localize(row.title, query.locale, main) ?? '', code: row.code,
    valueCents: row.is_voucher_for === null ? row.value_cents : null,
    ticketTitle: localize(row.ticket_title, query.locale, main),
    // noon UTC is the same calendar day in Berlin, which the PDF prints as a date
    validUntil: row.valid_until ? new Date(`${row.valid_until}T12:00:00Z`) : null,
  }));
}
