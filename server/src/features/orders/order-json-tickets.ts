import type { Localized, Location, Picture } from '../../db/schema';
import { isoBerlin } from '../../shared/berlin-time';
import { textOrNull, type Lang } from '../../shared/localize';
import { orderableOf } from './order-json-pictures';
import type { BarcodeRow, TicketSaleRow } from './order-json.store';
import type { TicketPlaceJson } from './order-json-places';
import type { OrderItemJson } from './order.schemas';
import { locationJson } from '../catalogue/location-json';

/** "7.00" (numeric column) → "7.0", as order items carry vat_pct. @see requirements/api.md §8.4, requirements/api.md §16 */
export function vatString(value: string | number): string {
  const number = Number(value);
  return Number.isInteger(number) ? number.toFixed(1) : String(number);
}

/** A bundle's sub-tickets with their places for the whole sale, as the cart listed them (requirements/cart.md §2.2). */
function subTicketsOf(sale: TicketSaleRow, titleOf: (id: number) => Localized | undefined, lang: Lang) {
  if (!sale.is_mantle) return [];
  return Object.entries(sale.sub_tickets as Record<string, number>).map(([id, places]) => ({
    ticket_id: Number(id), title: textOrNull(titleOf(Number(id)), lang), quantity: places * sale.quantity,
  }));
}

/** Where a ticket item's picture and place come from. */
export interface TicketPlaceSources {
  pictureOf: (sale: TicketSaleRow) => Picture | null;
  placeOf: (sale: TicketSaleRow, lang: Lang) => TicketPlaceJson;
}

/**
 * Ticket items in the requirements/api.md §8.4 shape, one barcode per unit; `pictureOf` finds the picture of a
 * ticket's place, `placeOf` its museum and exhibition (issue 19), `titleOf` the title of a sub-ticket.
 * Flex tickets carry their text, as the cart showed it.
 */
export function ticketItemsJson(
  sales: TicketSaleRow[], barcodes: BarcodeRow[], places: TicketPlaceSources, lang: Lang,
  titleOf: (id: number) => Localized | undefined = () => undefined,
): OrderItemJson[] {
  const { pictureOf, placeOf } = places;
  return sales.map((sale) => {
    const extra = sale.item_attributes as { voucher_code?: string; shipping_mode?: 'post' | 'email' };
    return {
      id: sale.item_id, type: 'Ticket' as const, price_cents: sale.price_cents, vat_pct: vatString(sale.vat_pct), tax_included: sale.tax_included,
      ...orderableOf(pictureOf(sale)),
      attributes: {
        id: sale.sale_id, title: textOrNull(sale.title, lang), ticket_id: sale.ticket_id, quantity: sale.quantity,
        ...placeOf(sale, lang),
        ticket_type: sale.ticket_type, start_time: sale.start_at ? isoBerlin(new Date(sale.start_at)) : null,
        location: locationJson(sale.location as Location | null),
        barcodes: barcodes.filter((code) => code.ticket_sale_id === sale.sale_id).map((code) => ({ id: code.id, barcode: code.barcode, method: 'ean' as const })),
        after_sale_information: textOrNull(sale.after_sale_information, lang),
        attendees: sale.attendees,
        free_timing: sale.free_timing, description: sale.free_timing ? textOrNull(sale.description, lang) : null,
        sub_tickets: subTicketsOf(sale, titleOf, lang),
        ...(extra.voucher_code ? { is_voucher: true, voucher_code: extra.voucher_code } : {}),
        ...(extra.shipping_mode ? { shipping_mode: extra.shipping_mode } : {}),
      },
    };
  });
}
