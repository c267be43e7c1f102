/** The order fields the download rules read (spec §4.7, §7.2). */
export interface DownloadOrder {
  id: number;
  token?: string | null;
  is_valid: boolean;
}

export interface DownloadItem {
  id: number;
  type: string;
  attributes: { ticket_type?: string | null; is_voucher?: boolean | null };
}

export type ItemDownload = { kind: 'pdf'; url: string } | { kind: 'personalize'; token: string } | null;

const SEGMENTS: Record<string, string> = { Ticket: 'tickets', Event: 'events', Tour: 'tours', Coupon: 'coupons' };

/**
 * Spec §4.7: links only for a valid order with a token. An annual ticket gets a personalise link
 * with the order token instead of a PDF; vouchers, other tickets, coupons, events and tours their PDF.
 */
export function itemDownload(apiBase: string, order: DownloadOrder, item: DownloadItem, locale: string): ItemDownload {
  if (!order.token || !order.is_valid) return null;
  const segment = SEGMENTS[item.type];
  if (!segment) return null;
  if (item.type === 'Ticket' && item.attributes.ticket_type === 'annual' && !item.attributes.is_voucher) {
    return { kind: 'personalize', token: order.token };
  }
  const query = new URLSearchParams({ token: order.token, locale });
  return { kind: 'pdf', url: `${apiBase}/orders/${order.id}/${segment}/${item.id}.pdf?${query}` };
}

/** Spec §4.7: event and tour rows show quantity 1 and a line total equal to the price. */
export function itemQuantity(item: { type: string; attributes: { quantity?: number | null } }): number {
  return item.type === 'Event' || item.type === 'Tour' ? 1 : item.attributes.quantity ?? 1;
}
