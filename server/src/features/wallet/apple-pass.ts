import type { TicketDocumentData, TicketPage } from '../documents/document-data';
import { formatDateTime, formatPrice } from '../documents/document-format';
import { DOCUMENT_TEXTS } from '../documents/document-texts';
import { WALLET_TEXTS } from './wallet-texts';

export interface PassCoordinates { latitude: number; longitude: number }

export interface PassInput {
  data: TicketDocumentData;
  page: TicketPage;
  coordinates: PassCoordinates | null;
  /** #rrggbb, the theme's accent colour: the pass background. */
  accentColor: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
  demo: boolean;
}

type Field = { key: string; label: string; value: string };

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** White or black text, whichever reads better on the accent colour (WCAG relative luminance). */
function foreground(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.3 ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)';
}

function dateValue(page: TicketPage, data: TicketDocumentData): string {
  const t = DOCUMENT_TEXTS[data.locale];
  if (!page.startAt) return t.openDated;
  if (page.ticketType === 'annual') return `${t.annualFrom} ${formatDateTime(page.startAt, data.locale, false)}`;
  return formatDateTime(page.startAt, data.locale, page.ticketType === 'time_slot');
}

/**
 * pass.json of one admission unit as an event ticket: the same texts and barcode value the
 * ticket PDF prints (ticket-pdf.ts), in the order's language, so door staff scan either.
 * relevantDate and locations put it on the lock screen at the entry time near the museum.
 * @see https://developer.apple.com/documentation/walletpasses/pass
 */
export function buildPassJson({ data, page, coordinates, accentColor, passTypeIdentifier, teamIdentifier, demo }: PassInput) {
  const t = DOCUMENT_TEXTS[data.locale];
  const w = WALLET_TEXTS[data.locale];
  const optional = (field: Field | false | null | undefined): Field[] => (field && field.value ? [field] : []);
  const place = [page.museum, page.location].filter(Boolean).join(', ');
  const order = `${data.orderId}${data.reference ? ` · ${t.reference} ${data.reference}` : ''}`;
  return {
    formatVersion: 1,
    passTypeIdentifier,
    teamIdentifier,
    serialNumber: `${data.orderId}-${page.barcode}`,
    organizationName: data.shopName,
    description: `${t.ticket}: ${page.title}${demo ? ` (${w.demo})` : ''}`,
    logoText: demo ? `${data.shopName} · ${w.demo}` : data.shopName,
    backgroundColor: rgb(accentColor),
    foregroundColor: foreground(accentColor),
    labelColor: foreground(accentColor),
    sharingProhibited: page.attendee !== null,
    ...(page.startAt && page.ticketType !== 'annual' ? { relevantDate: page.startAt.toISOString() } : {}),
    ...(coordinates ? { locations: [{ ...coordinates, relevantText: page.museum ?? page.title }] } : {}),
    barcodes: [{ format: 'PKBarcodeFormatQR', message: page.barcode, messageEncoding: 'iso-8859-1', altText: page.barcode }],
    eventTicket: {
      headerFields: page.units > 1 ? [{ key: 'unit', label: w.unit, value: `${page.unit} / ${page.units}` }] : [],
      primaryFields: [{ key: 'title', label: t.ticket, value: page.title }],
      secondaryFields: [{ key: 'date', label: t.date, value: dateValue(page, data) }, ...optional({ key: 'holder', label: w.holder, value: page.attendee ?? '' })],
      auxiliaryFields: [...optional({ key: 'location', label: t.location, value: place }), { key: 'price', label: t.price, value: formatPrice(page.priceCents, data.currency, data.locale) }],
      backFields: [
        { key: 'order', label: t.order, value: order },
        { key: 'barcode', label: w.barcode, value: page.barcode },
        { key: 'organizer', label: w.organizer, value: data.shopName },
        { key: 'hint', label: t.ticket, value: t.scanHint },
        ...(demo ? [{ key: 'demo', label: w.demo, value: w.demoNote }] : []),
      ],
    },
  };
}
