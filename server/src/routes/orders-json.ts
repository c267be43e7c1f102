import type { Db } from '../db/connect';
import { isoBerlin } from '../domain/berlin-time';
import { localize } from '../http/locale';
import type { OrderJson } from './orders-schemas';

/** "7.00" (numeric column) → "7.0", as order items carry vat_pct. @see ENDPOINTS.md §8.4, §16 */
export function vatString(value: string | number): string {
  const number = Number(value);
  return Number.isInteger(number) ? number.toFixed(1) : String(number);
}

/** The order by numeric id or token, in the §8.2 shape with §8.4 Ticket items; null when the shop has none. */
export async function loadOrderJson(db: Db, shopId: number, idOrToken: string, locale: string, main: string): Promise<OrderJson | null> {
  const base = db.selectFrom('orders').selectAll().where('shop_id', '=', shopId);
  const order = await (/^\d{1,9}$/.test(idOrToken) ? base.where('id', '=', Number(idOrToken)) : base.where('token', '=', idOrToken))
    .executeTakeFirst();
  if (!order) return null;
  const sales = await db.selectFrom('order_items as oi')
    .innerJoin('ticket_sales as ts', 'ts.order_item_id', 'oi.id')
    .innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .select(['oi.id as item_id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'ts.id as sale_id', 'ts.ticket_id', 'ts.quantity',
      'ts.start_at', 'ts.attendees', 't.title', 't.ticket_type', 't.location', 't.after_sale_information'])
    .where('oi.order_id', '=', order.id).orderBy('oi.position').orderBy('oi.id').execute();
  const barcodes = sales.length
    ? await db.selectFrom('barcodes').select(['id', 'barcode', 'ticket_sale_id'])
      .where('ticket_sale_id', 'in', sales.map((sale) => sale.sale_id)).orderBy('id').execute()
    : [];
  return {
    id: order.id, token: order.token, is_valid: order.is_valid, canceled: order.canceled, payment_status: order.payment_status,
    total_price_cents: order.total_price_cents, comment: order.comment, reference: order.reference,
    created_at: isoBerlin(new Date(order.created_at as unknown as Date)), source: order.source, billing_address_id: order.billing_address_id,
    invoice: false, donations: [],
    items: sales.map((sale) => ({
      id: sale.item_id, type: 'Ticket' as const, price_cents: sale.price_cents, vat_pct: vatString(sale.vat_pct), tax_included: sale.tax_included,
      attributes: {
        id: sale.sale_id, title: localize(sale.title, locale, main), ticket_id: sale.ticket_id, quantity: sale.quantity,
        ticket_type: sale.ticket_type, start_time: sale.start_at ? isoBerlin(new Date(sale.start_at)) : null,
        location: sale.location as Record<string, unknown>,
        barcodes: barcodes.filter((code) => code.ticket_sale_id === sale.sale_id).map((code) => ({ id: code.id, barcode: code.barcode, method: 'ean' as const })),
        after_sale_information: localize(sale.after_sale_information, locale, main),
        attendees: sale.attendees,
      },
    })),
  };
}
