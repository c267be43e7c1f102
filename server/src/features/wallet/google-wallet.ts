import { createPrivateKey, sign } from 'node:crypto';
import type { TicketDocumentData, TicketPage } from '../documents/document-data';
import { formatPrice } from '../documents/document-format';
import { DOCUMENT_TEXTS } from '../documents/document-texts';
import { pemFrom, type WalletEnv } from './apple-certificates';
import { WALLET_TEXTS } from './wallet-texts';

/** The operator's Google Wallet issuer and service account (README, configuration). */
export interface GoogleWalletConfig { issuerId: string; serviceAccountEmail: string; privateKeyPem: string }

/**
 * Whether all three WALLET_GOOGLE_* variables are set: asked by every shop bootstrap, so it reads
 * no key file (googleWalletConfig does, when a save link is made).
 */
export function googleWalletConfigured(env: WalletEnv = process.env): boolean {
  return Boolean(env.WALLET_GOOGLE_ISSUER_ID && env.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL && env.WALLET_GOOGLE_PRIVATE_KEY);
}

/** WALLET_GOOGLE_* from the environment; null (no button anywhere) unless all three are set. */
export function googleWalletConfig(env: WalletEnv = process.env): GoogleWalletConfig | null {
  const { WALLET_GOOGLE_ISSUER_ID, WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL, WALLET_GOOGLE_PRIVATE_KEY } = env;
  if (!googleWalletConfigured(env) || !WALLET_GOOGLE_ISSUER_ID || !WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL || !WALLET_GOOGLE_PRIVATE_KEY) return null;
  return { issuerId: WALLET_GOOGLE_ISSUER_ID, serviceAccountEmail: WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL, privateKeyPem: pemFrom(WALLET_GOOGLE_PRIVATE_KEY) };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
/** Google Wallet ids allow word characters, '.', '-' only. */
const idPart = (value: string) => value.replace(/[^\w.-]/g, '_');
const localized = (value: string, language: string) => ({ defaultValue: { language, value } });

function genericObject(config: GoogleWalletConfig, classId: string, data: TicketDocumentData, page: TicketPage, accentColor: string) {
  const t = DOCUMENT_TEXTS[data.locale];
  const w = WALLET_TEXTS[data.locale];
  const modules = [
    { id: 'order', header: t.order, body: `${data.orderId}${data.reference ? ` · ${data.reference}` : ''}` },
    { id: 'price', header: t.price, body: formatPrice(page.priceCents, data.currency, data.locale) },
    ...(page.attendee ? [{ id: 'holder', header: w.holder, body: page.attendee }] : []),
    ...([page.museum, page.location].some(Boolean) ? [{ id: 'location', header: t.location, body: [page.museum, page.location].filter(Boolean).join(', ') }] : []),
  ];
  return {
    id: `${config.issuerId}.${idPart(`order-${data.orderId}-${page.barcode}`)}`,
    classId,
    state: 'ACTIVE',
    cardTitle: localized(data.shopName, data.locale),
    header: localized(page.title, data.locale),
    subheader: localized(page.units > 1 ? `${w.unit} ${page.unit} / ${page.units}` : t.ticket, data.locale),
    hexBackgroundColor: accentColor,
    barcode: { type: 'QR_CODE', value: page.barcode, alternateText: page.barcode },
    ...(page.startAt && page.ticketType !== 'annual' ? { validTimeInterval: { start: { date: page.startAt.toISOString() } } } : {}),
    textModulesData: modules,
  };
}

/**
 * The "Save to Google Wallet" link of an order: an RS256 JWT signed with the service account key
 * holding one generic pass object per admission unit (same barcode values as the PDFs), so no
 * call to Google's API is needed before the visitor taps it.
 * @see https://developers.google.com/wallet/generic/web (JWT "savetowallet")
 */
export function googleWalletSaveUrl(config: GoogleWalletConfig, documents: TicketDocumentData[], accentColor: string, now: Date): string {
  const classId = `${config.issuerId}.museum-shop-ticket`;
  const claims = {
    iss: config.serviceAccountEmail, aud: 'google', typ: 'savetowallet', iat: Math.floor(now.getTime() / 1000), origins: [],
    payload: {
      genericClasses: [{ id: classId }],
      genericObjects: documents.flatMap((data) => data.tickets.map((page) => genericObject(config, classId, data, page, accentColor))),
    },
  };
  const signingInput = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(signingInput), createPrivateKey(config.privateKeyPem));
  return `https://pay.google.com/gp/v/save/${signingInput}.${base64url(signature)}`;
}
