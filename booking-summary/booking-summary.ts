/**
 * One booking as every place that shows it reads it: the cart row, the success page, the account's
 * order list, the confirmation e-mail, the PDF documents (and a wallet pass). Two adapters build it
 * (cart-line-summary.ts from a cart line before the order, order-item-summary.ts from the order item
 * the API returns after it); every screen and document renders this value and nothing else, so what
 * the visitor reads about a booking can never differ between them.
 *
 * The value holds facts, never sentences: each program words them in its own language files
 * (engine i18next, server document and mail texts). Dates stay ISO strings; money stays cents.
 */

/** The order item types of requirements/checkout-and-orders.md §3.4; annual tickets are a kind of their own. */
export type BookingKind = 'ticket' | 'annual' | 'event' | 'tour' | 'merchandise' | 'coupon';

/**
 * What the quantity counts: tickets, persons (event prices), seats (seated events), one booking
 * (tours: one booking whatever the participants, requirements/tours.md §1.1), pieces or coupons.
 */
export type CountUnit = 'tickets' | 'persons' | 'seats' | 'booking' | 'pieces' | 'coupons';

/**
 * A price line of an event or tour. A group price counts once (requirements/cart.md §9.1), so its
 * quantity is 1 and it is shown without 'n ×'. A line without a title is a default price.
 */
export interface SummaryLine {
  title: string | null;
  quantity: number;
  unitCents: number;
  totalCents: number;
  group: boolean;
  /** Tours: a surcharge rather than a participant price. */
  surcharge: boolean;
}

/** One fact about the booking; the renderers word each kind. */
export type SummaryFact =
  /** The museum (and exhibition) a ticket admits to; shown where the bookings span more than one (placesWhenMixed). */
  | { kind: 'place'; museum: string; exhibition: string | null }
  /** Entry time of a time-slot ticket, start of an event date or a tour (ISO with offset). */
  | { kind: 'start'; at: string }
  /** The day of a day ticket (YYYY-MM-DD). */
  | { kind: 'day'; date: string }
  /** Flex and annual tickets: valid from this day (YYYY-MM-DD). */
  | { kind: 'validFrom'; date: string }
  /** Alternative site style: the entry time is still to be chosen (requirements/tickets.md §2.4). */
  | { kind: 'startPending' }
  | { kind: 'seat'; title: string; category: string | null; price: string | null }
  | { kind: 'participants'; count: number }
  | { kind: 'language'; name: string }
  | { kind: 'ageGroup'; name: string }
  | { kind: 'grade'; name: string }
  | { kind: 'equipment'; name: string; quantity: number }
  | { kind: 'subTicket'; title: string; quantity: number }
  /** A ticket paid with a ticket voucher; the code when known. */
  | { kind: 'voucher'; code: string | null }
  /** A value coupon's value per coupon. */
  | { kind: 'couponValue'; cents: number }
  /** Codes a bought coupon became. */
  | { kind: 'codes'; codes: string[] }
  /** Annual cards always travel by post (requirements/cart.md §4.3). */
  | { kind: 'posted' };

export type FactKind = SummaryFact['kind'];

export interface BookingSummary {
  kind: BookingKind;
  title: string;
  /** The number the quantity column shows, counted in `unit`. */
  quantity: number;
  unit: CountUnit;
  /** The price of one unit when every unit costs the same (tickets, goods, single-price events); else null. */
  unitCents: number | null;
  /** Titled price lines (events with several prices, tours); empty for single-price items. */
  lines: SummaryLine[];
  facts: SummaryFact[];
  totalCents: number;
  /** Operator HTML (flex text, merchandise and coupon descriptions); renderers sanitise or strip it. */
  descriptionHtml: string | null;
}

/** The facts of one kind, typed (e.g. every seat). */
export function factsOf<K extends FactKind>(summary: Pick<BookingSummary, 'facts'>, kind: K): Extract<SummaryFact, { kind: K }>[] {
  return summary.facts.filter((fact): fact is Extract<SummaryFact, { kind: K }> => fact.kind === kind);
}

/** Text that is empty, whitespace or missing counts as absent. */
export const presentText = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

/** The calendar day of an ISO instant as written (YYYY-MM-DD), without moving it to another zone. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/**
 * Price lines as every reader shows them: untitled single lines fold into the unit price (a
 * default price needs no line), zero lines are dropped, group lines count once.
 */
export function foldLines(lines: SummaryLine[]): { lines: SummaryLine[]; unitCents: number | null } {
  const used = lines.filter((line) => line.quantity > 0);
  if (used.length === 1 && !used[0]!.title && !used[0]!.group && !used[0]!.surcharge) return { lines: [], unitCents: used[0]!.unitCents };
  return { lines: used, unitCents: null };
}

/** A price line; group prices count once whatever the persons (requirements/cart.md §9.1). */
export function summaryLine(input: { title?: string | null; quantity: number; unitCents: number; group?: boolean; surcharge?: boolean }): SummaryLine {
  const group = !!input.group;
  const quantity = group ? Math.min(1, input.quantity) : input.quantity;
  return { title: presentText(input.title), quantity, unitCents: input.unitCents, totalCents: quantity * input.unitCents, group, surcharge: !!input.surcharge };
}
