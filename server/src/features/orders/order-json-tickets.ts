import type { Db } from '../../db/connect';
import { isoBerlin } from '../../shared/berlin-time';
import { textOrNull, type Lang } from '../../shared/localize';
import { orderableOf, ticketPictureLookup } from './order-json-pictures';
import type { OrderItemJson } from './order.schemas';

/** "7.00" (numeric column) → "7.0", as order items carry vat_pct. @see ENDPOINTS.md §8.4, §16 */
export function vatString(value: string | number): string {
  const number = Number(value);
  return Number.isInteger(number) ? number.toFixed(1) : String(number);
}

/** Ticket items in the §8.4 shape, one barcode per unit. */
export async function loadTicketItems(db: Db, orderId: number, lang: Lang): Promise<OrderItemJson[]> {
  const sales = await db.selectFrom('order_items as oi')
    .innerJoin('ticket_sales as ts', 'ts.order_item_id', 'oi.id')
    .innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .select(['oi.id as item_id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.attributes as item_attributes', 'ts.id as sale_id',
      'ts.ticket_id', 'ts.quantity', 'ts.start_at', 'ts.attendees', 't.shop_id', 't.title', 't.ticket_type', 't.location', 't.after_sale_information',
      't.museum_ids', 't.exhibition_ids'])
    .where('oi.order_id', '=', orderId).orderBy('oi.position').orderBy('oi.id').execute();
  const [barcodes, pictureOf] = await Promise.all([
    sales.length
      ? db.selectFrom('barcodes').select(['id', 'barcode', 'ticket_sale_id']).where('ticket_sale_id', 'in', sales.map((sale) => sale.sale_id)).orderBy('id').execute()
      : [],
    ticketPictureLookup(db, sales[0]?.shop_id ?? 0, sales),
  ]);
  return sales.map((sale) => {
    const extra = sale.item_attributes as { voucher_code?: string; shipping_mode?: 'post' | 'email' };
    return {
      id: sale.item_id, type: 'Ticket' as const, price_cents: sale.price_cents, vat_pct: vatString(sale.vat_pct), tax_included: sale.tax_included,
      ...orderableOf(pictureOf(sale)),
      attributes: {
        id: sale.sale_id, title: textOrNull(sale.title, lang), ticket_id: sale.ticket_id, quantity: sale.quantity,
        ticket_type: sale.ticket_type, start_time: sale.start_at ? isoBerlin(new Date(sale.start_at)) : null,
        location: sale.location as Record<string, unknown>,
        barcodes: barcodes.filter((code) => code.ticket_sale_id === sale.sale_id).map((code) => ({ id: code.id, barcode: code.barcode, method: 'ean' as const })),
        after_sale_information: textOrNull(sale.after_sale_information, lang),
        attendees: sale.attendees,
        ...(extra.voucher_code ? { is_voucher: true } : {}),
        ...(extra.shipping_mode ? { shipping_mode: extra.shipping_mode } : {}),
      },
    };
  });
}
