import type { Db } from '../../db/connect';
import { loadTicketDocumentData } from '../documents/load-ticket-document';
import { loadBookingIds } from '../documents/store';
import type { ConfirmationWallet } from '../mail/order-confirmation';
import { walletAvailability } from './load-wallet-passes';
import { findShopSettings } from './store';

export interface WalletMailQuery { shopId: number; orderId: number; token: string; locale: string; apiOrigin: string }

/**
 * The wallet links of the confirmation e-mail: the same URLs as the success page (the pass route
 * per admission unit, the Google redirect per order), absolute on the address the order was
 * placed on; null when the shop offers no wallet or the order has no passable ticket.
 */
export async function confirmationWallet(db: Db, query: WalletMailQuery): Promise<ConfirmationWallet | null> {
  const offered = walletAvailability(await findShopSettings(db, query.shopId));
  if (!offered.apple && !offered.google) return null;
  const { ticketSales } = await loadBookingIds(db, query.orderId);
  if (ticketSales.length === 0) return null;
  const key = new URLSearchParams({ token: query.token, locale: query.locale });
  const base = `${query.apiOrigin}/api/v4/orders/${query.orderId}`;
  const apple = offered.apple ? (await Promise.all(ticketSales.map(async (ticketSaleId) => {
    const data = await loadTicketDocumentData(db, { orderId: query.orderId, ticketSaleId, token: query.token, locale: query.locale, shopId: query.shopId });
    return data.tickets.map((page) => ({ title: page.title, unit: page.unit, units: page.units, url: `${base}/tickets/${ticketSaleId}.pkpass?${key}&unit=${page.unit}` }));
  }))).flat() : [];
  return { apple, google: offered.google ? `${base}/google-wallet?${key}` : null };
}
