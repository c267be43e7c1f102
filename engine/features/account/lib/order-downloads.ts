/** The order fields the download rules read (spec §4.7, §7.2). */
export interface DownloadOrder {
  id: number;
  token?: string | null;
  is_valid: boolean;
}

/** `attributes.id` is the document's id (ticket sale, booking, coupon item), not the order item id. */
export interface DownloadItem {
  type: string;
  attributes: { id: number; ticket_type?: string | null; is_voucher?: boolean | null };
}

export type ItemDownload = { kind: 'pdf'; url: string } | { kind: 'personalize'; token: string } | null;

const SEGMENTS: Record<string, string> = { ticket: 'tickets', event: 'events', tour: 'tours', coupon: 'coupons' };

/**
 * Spec §3.9: a go~mus server sends item types lowercase ('event'), ours capitalised ('Event');
 * the rules compare the lowercased type.
 */
export const itemKind = (item: { type: string }): string => item.type.toLowerCase();

/**
 * Spec §4.7: links only for a valid order with a token. An annual ticket gets a personalise link
 * with the order token instead of a PDF; vouchers, other tickets, coupons, events and tours their PDF.
 * Spec §7.2: the path names the item's attributes.id, which the server's document loaders look up
 * (server/src/documents/load-ticket-document.ts, load-booking-document.ts).
 */
export function itemDownload(apiBase: string, order: DownloadOrder, item: DownloadItem, locale: string): ItemDownload {
  if (!order.token || !order.is_valid) return null;
  const kind = itemKind(item);
  const segment = SEGMENTS[kind];
  if (!segment) return null;
  if (kind === 'ticket' && item.attributes.ticket_type === 'annual' && !item.attributes.is_voucher) {
    return { kind: 'personalize', token: order.token };
  }
  const query = new URLSearchParams({ token: order.token, locale });
  return { kind: 'pdf', url: `${apiBase}/orders/${order.id}/${segment}/${item.attributes.id}.pdf?${query}` };
}

/** Spec §4.7: event and tour rows show quantity 1 and a line total equal to the price. */
export function itemQuantity(item: { type: string; attributes: { quantity?: number | null } }): number {
  const kind = itemKind(item);
  return kind === 'event' || kind === 'tour' ? 1 : item.attributes.quantity ?? 1;
}

interface PictureHolder { product?: { picture?: { thumbnail?: string | null } | null } | null }

/**
 * Spec §2.7/§3.9: the thumbnail sits at orderable.product.picture.thumbnail; older answers put the
 * product under attributes, which stays as a fallback.
 */
export function itemThumbnail(item: { orderable?: PictureHolder | null; attributes: PictureHolder }): string | null {
  return item.orderable?.product?.picture?.thumbnail ?? item.attributes.product?.picture?.thumbnail ?? null;
}
