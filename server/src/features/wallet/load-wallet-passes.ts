import type { Db } from '../../db/connect';
import type { Location } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isReady } from '../annual/annual-rules';
import type { Shop } from '../../http/app-env';
import type { TicketDocumentData } from '../documents/document-data';
import { loadTicketDocumentData } from '../documents/load-ticket-document';
import { documentOrder } from '../documents/order-document-access';
import { loadBookingIds } from '../documents/store';
import { publishedSettings } from '../shop/published-settings';
import { appleSigner } from './apple-certificates';
import { buildPassJson, type PassCoordinates } from './apple-pass';
import { googleWalletConfig, googleWalletConfigured, googleWalletSaveUrl } from './google-wallet';
import { passImages } from './pass-images';
import { buildPkpass } from './pkpass';
import { findAnnualSaleIds, findAnnualSlot, findSalePlaces } from './store';

export interface WalletQuery { orderId: number; token: string; locale: string; shop: Shop; now: Date }

const coordinates = (location: Location | null | undefined): PassCoordinates | null =>
  typeof location?.latitude === 'number' && typeof location.longitude === 'number' ? { latitude: location.latitude, longitude: location.longitude } : null;

/** Which wallets this shop offers: its settings switch, and for Google a configured service account. */
export function walletAvailability(shop: Pick<Shop, 'id' | 'settings'>) {
  const { walletPasses } = publishedSettings(shop).settings.checkout;
  return { apple: walletPasses.apple, google: walletPasses.google && googleWalletConfigured() };
}

/**
 * The holder of an annual ticket's unit: its pass exists only once that slot is personalised (holder,
 * address, and a photo where the ticket requires one), as the card itself; else 404.
 */
async function annualHolder(db: Db, ticketSaleId: number, unit: number): Promise<{ name: string; photo: Buffer | null }> {
  const holder = await readyAnnualHolder(db, ticketSaleId, unit);
  if (!holder) throw ApiError.notFound('Ticket');
  return holder;
}

/** The holder of an annual unit whose slot is ready (annual-rules.ts isReady), else null. */
async function readyAnnualHolder(db: Db, ticketSaleId: number, unit: number): Promise<{ name: string; photo: Buffer | null } | null> {
  const slot = await findAnnualSlot(db, ticketSaleId, unit);
  if (!slot || !isReady({ ...slot, has_photo: slot.photo !== null }, slot.photo_mandatory)) return null;
  return { name: [slot.name, slot.surname].filter(Boolean).join(' '), photo: slot.photo_mandatory === 'none' ? null : slot.photo };
}

/**
 * An annual sale's document with only its personalised units, each naming its holder: Google's
 * object, like the Apple pass, exists only once the card does.
 */
async function personalisedAnnualDocument(db: Db, query: WalletQuery, ticketSaleId: number): Promise<TicketDocumentData> {
  const data = await loadTicketDocumentData(db, { orderId: query.orderId, ticketSaleId, token: query.token, locale: query.locale, shopId: query.shop.id });
  const pages = await Promise.all(data.tickets.map(async (page) => {
    const holder = await readyAnnualHolder(db, ticketSaleId, page.unit);
    return holder ? { ...page, attendee: holder.name || null } : null;
  }));
  return { ...data, tickets: pages.filter((page) => page !== null) };
}

/**
 * The .pkpass of one admission unit of a ticket sale. Authorised exactly like the ticket PDF
 * (loadTicketDocumentData: order token, valid and not canceled order, this shop, else 404) and
 * carrying the barcode that PDF prints on that unit's page. An annual ticket's pass names its
 * holder and shows their photo (the annual order's token is the order token).
 */
export async function loadApplePass(db: Db, query: WalletQuery & { ticketSaleId: number; unit: number }): Promise<{ pkpass: Buffer; title: string }> {
  if (!walletAvailability(query.shop).apple) throw ApiError.notFound('Wallet pass');
  const data = await loadTicketDocumentData(db, { orderId: query.orderId, ticketSaleId: query.ticketSaleId, token: query.token, locale: query.locale, shopId: query.shop.id });
  const unitPage = data.tickets[query.unit - 1];
  if (!unitPage) throw ApiError.notFound('Ticket');
  const holder = unitPage.ticketType === 'annual' ? await annualHolder(db, query.ticketSaleId, query.unit) : null;
  const page = holder ? { ...unitPage, attendee: holder.name || null } : unitPage;
  const places = await findSalePlaces(db, query.ticketSaleId);
  const { accentColor, logoUrl } = publishedSettings(query.shop).settings.theme;
  const signer = appleSigner(query.now);
  const passJson = buildPassJson({
    data, page, coordinates: coordinates(places?.museum_location) ?? coordinates(places?.ticket_location), accentColor,
    passTypeIdentifier: signer.passTypeIdentifier, teamIdentifier: signer.teamIdentifier, demo: signer.demo,
  });
  const images = await passImages({ accentColor, logoUrl, photo: holder?.photo ?? null });
  return { pkpass: buildPkpass(passJson, images, signer, query.now), title: page.title };
}

/**
 * The "Save to Google Wallet" URL of an order: every dated or open ticket of it and each annual
 * card once personalised (with its holder), authorised like the order's documents (token, valid
 * order); 404 when nothing is there to save yet.
 */
export async function loadGoogleWalletUrl(db: Db, query: WalletQuery): Promise<string> {
  const config = googleWalletConfig();
  if (!config || !walletAvailability(query.shop).google) throw ApiError.notFound('Wallet pass');
  await documentOrder(db, { orderId: query.orderId, itemId: 0, token: query.token, locale: query.locale, shopId: query.shop.id }, 'Order');
  const [{ ticketSales }, annualSales] = await Promise.all([loadBookingIds(db, query.orderId), findAnnualSaleIds(db, query.orderId)]);
  const documents = [
    ...await Promise.all(ticketSales.map((ticketSaleId) => loadTicketDocumentData(db, {
      orderId: query.orderId, ticketSaleId, token: query.token, locale: query.locale, shopId: query.shop.id,
    }))),
    ...await Promise.all(annualSales.map((ticketSaleId) => personalisedAnnualDocument(db, query, ticketSaleId))),
  ];
  if (documents.every((data) => data.tickets.length === 0)) throw ApiError.notFound('Ticket');
  return googleWalletSaveUrl(config, documents, publishedSettings(query.shop).settings.theme.accentColor, query.now);
}
