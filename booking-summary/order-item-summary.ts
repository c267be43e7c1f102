import { placeFact, placesWhenMixed } from './places.ts';
import { dayOf, foldLines, presentText, summaryLine, type BookingSummary, type SummaryFact } from './booking-summary.ts';

/**
 * The fields of an order item (GET /orders/{id}, requirements/checkout-and-orders.md §3.4,
 * requirements/api.md §8.4) a summary reads. A go~mus server sends the type in lower case and
 * leaves out what the project's server adds (seat categories, equipment names); both read.
 */
export interface OrderItemInput {
  type: string;
  price_cents: number;
  attributes: {
    /** The document id (ticket sale, booking, coupon item); summaries do not read it. */
    id?: number;
    title?: string | null;
    sub_title?: string | null;
    /** Tickets: the title of their museum and exhibition (issue 19); absent from a go~mus server. */
    museum?: string | null;
    exhibition?: string | null;
    description?: string | null;
    is_shipping_article?: boolean | null;
    quantity?: number | null;
    ticket_type?: string | null;
    start_time?: string | null;
    free_timing?: boolean | null;
    is_voucher?: boolean | null;
    voucher_code?: string | null;
    sub_tickets?: { title?: string | null; quantity: number }[] | null;
    language?: string | null;
    quantities?: { title?: string | null; quantity: number; price_cents: number; group?: boolean | null }[] | null;
    seats?: { title?: string | null; category?: string | null; price_title?: string | null }[] | null;
    participants?: number | null;
    age_group?: string | null;
    grade?: string | null;
    prices?: { title?: string | null; quantity: number; price_cents: number; group?: boolean | null; surcharge?: boolean | null }[] | null;
    equipment?: { id?: number; title?: string | null; quantity: number }[] | null;
    value_cents?: number | null;
    codes?: string[] | null;
  };
}

const when = <T>(condition: unknown, value: () => T): T[] => (condition ? [value()] : []);
const text = (value: string | null | undefined) => presentText(value);

function ticketFacts(attributes: OrderItemInput['attributes']): SummaryFact[] {
  const start = attributes.start_time;
  return [
    ...placeFact(attributes.museum, attributes.exhibition),
    ...when(start && attributes.free_timing, () => ({ kind: 'validFrom' as const, date: dayOf(start!) })),
    ...when(start && !attributes.free_timing && attributes.ticket_type === 'time_slot', () => ({ kind: 'start' as const, at: start! })),
    ...when(start && !attributes.free_timing && attributes.ticket_type !== 'time_slot', () => ({ kind: 'day' as const, date: dayOf(start!) })),
    ...(attributes.sub_tickets ?? []).filter((sub) => sub.quantity > 0).map((sub) => ({ kind: 'subTicket' as const, title: sub.title ?? '', quantity: sub.quantity })),
    ...when(attributes.is_voucher, () => ({ kind: 'voucher' as const, code: attributes.voucher_code ?? null })),
  ];
}

function eventSummary({ price_cents, attributes }: OrderItemInput): BookingSummary {
  const seats = attributes.seats ?? [];
  const all = (attributes.quantities ?? []).map((line) => summaryLine({ title: line.title, quantity: line.quantity, unitCents: line.price_cents, group: !!line.group }));
  const persons = seats.length || attributes.quantity || all.reduce((sum, line) => sum + line.quantity, 0) || 1;
  // A go~mus answer without price lines still knows the total: one line at the average price.
  const folded = all.length ? foldLines(all) : { lines: [], unitCents: Math.round(price_cents / persons) };
  return {
    kind: 'event', title: attributes.title ?? '', quantity: persons, unit: seats.length ? 'seats' : 'persons', ...folded,
    facts: [
      ...when(attributes.start_time, () => ({ kind: 'start' as const, at: attributes.start_time! })),
      ...when(text(attributes.language), () => ({ kind: 'language' as const, name: attributes.language! })),
      ...seats.map((seat) => ({ kind: 'seat' as const, title: seat.title ?? '', category: text(seat.category), price: text(seat.price_title) })),
    ],
    totalCents: price_cents, descriptionHtml: null,
  };
}

function tourSummary({ price_cents, attributes }: OrderItemInput): BookingSummary {
  const lines = (attributes.prices ?? []).map((line) => summaryLine({ title: line.title, quantity: line.quantity, unitCents: line.price_cents, group: !!line.group, surcharge: !!line.surcharge }));
  return {
    kind: 'tour', title: attributes.title ?? '', quantity: 1, unit: 'booking', ...foldLines(lines),
    facts: [
      ...when(attributes.start_time, () => ({ kind: 'start' as const, at: attributes.start_time! })),
      ...when(attributes.participants != null, () => ({ kind: 'participants' as const, count: attributes.participants! })),
      ...when(text(attributes.language), () => ({ kind: 'language' as const, name: attributes.language! })),
      ...when(text(attributes.age_group), () => ({ kind: 'ageGroup' as const, name: attributes.age_group! })),
      ...when(text(attributes.grade), () => ({ kind: 'grade' as const, name: attributes.grade! })),
      ...(attributes.equipment ?? []).filter((piece) => piece.quantity > 0)
        .map((piece) => ({ kind: 'equipment' as const, name: piece.title ?? String(piece.id ?? ''), quantity: piece.quantity })),
    ],
    totalCents: price_cents, descriptionHtml: null,
  };
}

/**
 * An ordered item as the API returns it. Ticket, merchandise and coupon prices are per unit; event
 * and tour prices are the line total (requirements/checkout-and-orders.md §4.4).
 */
export function orderItemSummary(item: OrderItemInput): BookingSummary {
  const kind = item.type.toLowerCase();
  const { attributes } = item;
  if (kind === 'event') return eventSummary(item);
  if (kind === 'tour') return tourSummary(item);
  const quantity = attributes.quantity ?? 1;
  const base = { title: attributes.title ?? '', quantity, unitCents: item.price_cents, lines: [], totalCents: quantity * item.price_cents };
  if (kind === 'coupon') {
    return {
      ...base, kind: 'coupon', unit: 'coupons', descriptionHtml: text(attributes.description),
      facts: [...when(attributes.value_cents, () => ({ kind: 'couponValue' as const, cents: attributes.value_cents! })), ...when(attributes.codes?.length, () => ({ kind: 'codes' as const, codes: attributes.codes! }))],
    };
  }
  if (kind === 'ticket' && attributes.ticket_type === 'annual') {
    return { ...base, kind: 'annual', unit: 'tickets', facts: [...when(attributes.start_time, () => ({ kind: 'validFrom' as const, date: dayOf(attributes.start_time!) })), { kind: 'posted' }], descriptionHtml: null };
  }
  if (kind === 'ticket') return { ...base, kind: 'ticket', unit: 'tickets', facts: ticketFacts(attributes), descriptionHtml: attributes.free_timing ? text(attributes.description) : null };
  // Merchandise reads its short text, as the cart line did; a shipping article (never a cart line) its description.
  const short = text(attributes.sub_title) ?? (attributes.is_shipping_article ? text(attributes.description) : null);
  return { ...base, kind: 'merchandise', unit: 'pieces', facts: [], descriptionHtml: short };
}

/**
 * The summaries of one order's items, in order: each ticket names its museum (and exhibition) only
 * where the order spans more than one place (issue 19), as the cart does. The success page, the
 * account's order and the confirmation e-mail read an order through here.
 */
export function orderItemSummaries(items: OrderItemInput[]): BookingSummary[] {
  return placesWhenMixed(items.map(orderItemSummary));
}
