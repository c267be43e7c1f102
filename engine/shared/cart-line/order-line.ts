import type { OrderItemInput } from '../../../booking-summary/order-item-summary.ts';
import type { Picture } from '../api/page.ts';

/**
 * A cart line once ordered: an order item as GET /orders/{id} and the customer's order list return
 * it (requirements/checkout-and-orders.md §3.4). Checkout's success page and the account's order list both read it, so its type
 * and the download rules sit here with the cart line rather than in either feature.
 */
export interface OrderItem extends OrderItemInput {
  id: number;
  /** 'Ticket', 'Event' … from our server; lowercase from a go~mus server (requirements/checkout-and-orders.md §3.4). */
  type: string;
  price_cents: number;
  /** requirements/checkout-and-orders.md §3.4: where the thumbnail comes from. */
  orderable?: { product?: { picture?: Picture | null } | null } | null;
  attributes: OrderItemInput['attributes'] & {
    /** The document id of requirements/checkout-and-orders.md §7.1 (ticket sale, booking, coupon item), not the order item id. */
    id: number;
    event_id?: number | null;
    tour_id?: number | null;
    after_sale_information?: string | null;
    /** An older place of the product, read when orderable is missing. */
    product?: { picture?: Picture | null } | null;
  };
}

/** The order fields the download rules read (requirements/checkout-and-orders.md §4.4, requirements/checkout-and-orders.md §7.1). */
export interface DownloadContext {
  apiBase: string;
  locale: string;
  order: { id: number; token?: string | null; is_valid: boolean };
}

/** A PDF is offered twice: to view in the browser and as a download the server names (issue 20). */
export type ItemDownload = { kind: 'pdf'; url: string; downloadUrl: string } | { kind: 'personalize'; token: string } | null;

const SEGMENTS: Record<string, string> = { ticket: 'tickets', event: 'events', tour: 'tours', coupon: 'coupons' };

/**
 * requirements/checkout-and-orders.md §3.4: a go~mus server sends item types lowercase ('event'), ours capitalised ('Event');
 * the rules compare the lowercased type.
 */
export const itemKind = (item: Pick<OrderItem, 'type'>): string => item.type.toLowerCase();

/**
 * requirements/checkout-and-orders.md §4.4: links only for a valid order with a token. An annual ticket gets a personalise link
 * with the order token instead of a PDF; vouchers, other tickets, coupons, events and tours their PDF.
 * requirements/checkout-and-orders.md §7.1: the path names the item's attributes.id, which the server's document loaders look up
 * (server/src/features/documents/load-ticket-document.ts, load-booking-document.ts).
 */
export function itemDownload(item: Pick<OrderItem, 'type' | 'attributes'>, { apiBase, locale, order }: DownloadContext): ItemDownload {
  if (!order.token || !order.is_valid) return null;
  const kind = itemKind(item);
  const segment = SEGMENTS[kind];
  if (!segment) return null;
  if (kind === 'ticket' && item.attributes.ticket_type === 'annual' && !item.attributes.is_voucher) {
    return { kind: 'personalize', token: order.token };
  }
  const query = new URLSearchParams({ token: order.token, locale });
  const url = `${apiBase}/orders/${order.id}/${segment}/${item.attributes.id}.pdf?${query}`;
  return { kind: 'pdf', url, downloadUrl: `${url}&download=1` };
}
