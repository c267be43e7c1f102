/** An order item as GET /orders/{id} returns it (spec §3.9). */
export interface OrderItem {
  id: number;
  type: string;
  price_cents: number;
  attributes: {
    id: number;
    title?: string | null;
    quantity?: number;
    ticket_type?: string;
    is_voucher?: boolean;
    after_sale_information?: string | null;
  };
}

export type ItemDownload = { kind: 'pdf'; href: string } | { kind: 'personalize' } | { kind: 'none' };

export interface DownloadContext {
  apiBase: string;
  locale: string;
  order: { id: number; token?: string | null; is_valid: boolean };
}

const PDF_FOLDER: Record<string, string> = { ticket: 'tickets', coupon: 'coupons', event: 'events', tour: 'tours' };

/**
 * Spec §4.7: links only for a valid order with a token. Tickets get a PDF except annual ones, which
 * are personalised instead; a voucher ticket always gets its PDF. Coupons, events and tours get theirs.
 */
export function itemDownload(item: OrderItem, { apiBase, locale, order }: DownloadContext): ItemDownload {
  if (!order.token || !order.is_valid) return { kind: 'none' };
  const type = item.type.toLowerCase();
  const folder = PDF_FOLDER[type];
  if (!folder) return { kind: 'none' };
  if (type === 'ticket' && item.attributes.ticket_type === 'annual' && !item.attributes.is_voucher) return { kind: 'personalize' };
  const query = new URLSearchParams({ token: order.token, locale });
  return { kind: 'pdf', href: `${apiBase}/orders/${order.id}/${folder}/${item.attributes.id}.pdf?${query}` };
}

/** Spec §4.7: events and tours show quantity 1 and the price as line total; others price × quantity. */
export function orderLine(item: OrderItem): { quantity: number; totalCents: number } {
  const type = item.type.toLowerCase();
  if (type === 'event' || type === 'tour') return { quantity: 1, totalCents: item.price_cents };
  const quantity = item.attributes.quantity ?? 1;
  return { quantity, totalCents: item.price_cents * quantity };
}
