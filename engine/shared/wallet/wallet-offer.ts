import { orderItemSummary } from '../../../booking-summary/order-item-summary.ts';
import { itemKind, type DownloadContext, type OrderItem } from '../cart-line/order-line.ts';

/** Which wallets the shop offers (GET /shop config.wallets, issue 17); a go~mus server sends none. */
export interface WalletsOffered { apple?: boolean; google?: boolean }

/** The download context, plus whether the order was canceled (no passes, and no 'once paid' note either). */
export interface WalletContext extends DownloadContext { order: DownloadContext['order'] & { canceled?: boolean | null } }

export interface AppleWalletLink { url: string; unit: number; units: number }

/**
 * What the wallet buttons show: the passes to add, or a note that they come once the order is
 * paid; null shows nothing (wallet switched off or not configured, nothing a pass is made of).
 */
export type WalletOffer = { kind: 'available'; apple: AppleWalletLink[]; google: string | null } | { kind: 'unpaid' } | null;

/** Dated and open tickets get passes; annual tickets only after personalisation, vouchers never (they are codes, not admissions). */
function passable(item: Pick<OrderItem, 'type' | 'attributes'>): boolean {
  return itemKind(item) === 'ticket' && item.attributes.ticket_type !== 'annual' && !item.attributes.is_voucher;
}

/**
 * One "Add to Apple Wallet" per admission unit of a ticket line (the units of its PDF, counted by
 * the booking summary), authorised like the PDF by the order token. @see server/src/features/wallet/wallet.routes.ts
 */
export function itemWalletOffer(item: OrderItem, { apiBase, locale, order }: WalletContext, wallets: WalletsOffered | undefined): WalletOffer {
  if (!wallets?.apple || !passable(item) || !order.token || order.canceled) return null;
  if (!order.is_valid) return { kind: 'unpaid' };
  const units = Math.max(1, orderItemSummary(item).quantity);
  const query = new URLSearchParams({ token: order.token, locale });
  const apple = Array.from({ length: units }, (_, index) => ({
    url: `${apiBase}/orders/${order.id}/tickets/${item.attributes.id}.pkpass?${query}&unit=${index + 1}`, unit: index + 1, units,
  }));
  return { kind: 'available', apple, google: null };
}

/** The order's one "Save to Google Wallet" (all its tickets in one save link), when the shop offers it. */
export function orderWalletOffer(items: OrderItem[], { apiBase, locale, order }: WalletContext, wallets: WalletsOffered | undefined): WalletOffer {
  if (!wallets?.google || !order.token || order.canceled || !items.some(passable)) return null;
  if (!order.is_valid) return { kind: 'unpaid' };
  const query = new URLSearchParams({ token: order.token, locale });
  return { kind: 'available', apple: [], google: `${apiBase}/orders/${order.id}/google-wallet?${query}` };
}

/**
 * The pass of one annual card (issue 17): offered once its slot is ready (holder, address and a photo
 * where the ticket requires one), like the card itself; the annual order's token is the order token
 * and the slot's number the admission unit. @see server/src/features/wallet/load-wallet-passes.ts
 */
export function annualWalletOffer(
  order: { id: number; token: string }, sale: { id: number; personalizations: { ready: boolean }[] }, unit: number,
  { apiBase, locale }: { apiBase: string; locale: string }, wallets: WalletsOffered | undefined,
): WalletOffer {
  if (!wallets?.apple || !sale.personalizations[unit - 1]?.ready) return null;
  const query = new URLSearchParams({ token: order.token, locale, unit: String(unit) });
  const url = `${apiBase}/orders/${order.id}/tickets/${sale.id}.pkpass?${query}`;
  return { kind: 'available', apple: [{ url, unit, units: sale.personalizations.length }], google: null };
}

/**
 * The annual order's one "Save to Google Wallet": the server puts every ready card in it (holder
 * named) and leaves the others out, so it is offered once at least one slot is ready.
 */
export function annualOrderWalletOffer(
  order: { id: number; token: string }, sales: { personalizations: { ready: boolean }[] }[],
  { apiBase, locale }: { apiBase: string; locale: string }, wallets: WalletsOffered | undefined,
): WalletOffer {
  if (!wallets?.google || !sales.some((sale) => sale.personalizations.some((slot) => slot.ready))) return null;
  const query = new URLSearchParams({ token: order.token, locale });
  return { kind: 'available', apple: [], google: `${apiBase}/orders/${order.id}/google-wallet?${query}` };
}
