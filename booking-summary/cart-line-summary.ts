import { dayOf, foldLines, presentText, summaryLine, type BookingSummary, type SummaryFact, type SummaryLine } from './booking-summary.ts';

/** The fields of a stored cart line (requirements/cart.md §3.2) a summary reads; the engine's CartItem fits it. */
export interface CartLineInput {
  type: 'Ticket' | 'Event' | 'Tour' | 'Merchandise' | 'Coupon';
  attributes: {
    quantity?: number;
    quantities?: Record<string, number>;
    time?: string | null;
    start_time?: string;
    seats?: unknown[];
  };
  cart: {
    type?: 'Annual';
    name: string;
    description?: string;
    price_cents: number;
    value_cents?: number;
    totalCents?: number;
    meta?: { startTime?: string; startDate?: string; validFrom?: string };
    startPending?: boolean;
    free_timing?: boolean;
    flex_description?: string | null;
    subTickets?: { selectedQuantity: number; title: string }[];
    coupon_code?: string;
    startTime?: string;
    languageName?: string;
    ageGroupName?: string;
    gradeName?: string;
    participantCount?: number;
    prices?: { title: string; quantity: number; price_cents?: number; group?: boolean }[]
      | { participants: { title: string; quantity: number; price_cents: number; group?: boolean }[]; surcharges: { title: string; quantity: number; price_cents: number }[] };
    seats?: { title?: string; category?: { title?: string }; price?: { title?: string } }[];
    equipment?: { title: string; quantity: number }[];
  };
}

const when = <T>(condition: unknown, value: () => T): T[] => (condition ? [value()] : []);

function ticketFacts({ cart }: CartLineInput): SummaryFact[] {
  const meta = cart.meta ?? {};
  return [
    ...when(cart.startPending, () => ({ kind: 'startPending' as const })),
    ...when(!cart.startPending && meta.startTime, () => ({ kind: 'start' as const, at: meta.startTime! })),
    ...when(!cart.startPending && !meta.startTime && meta.startDate, () => ({ kind: 'day' as const, date: dayOf(meta.startDate!) })),
    ...when(meta.validFrom, () => ({ kind: 'validFrom' as const, date: dayOf(meta.validFrom!) })),
    ...(cart.subTickets ?? []).filter((sub) => sub.selectedQuantity > 0).map((sub) => ({ kind: 'subTicket' as const, title: sub.title, quantity: sub.selectedQuantity })),
    ...when(cart.coupon_code, () => ({ kind: 'voucher' as const, code: cart.coupon_code! })),
  ];
}

function eventSummary(item: CartLineInput): BookingSummary {
  const { cart, attributes } = item;
  const rows = Array.isArray(cart.prices) ? cart.prices : [];
  const seats = cart.seats ?? [];
  const all = rows.map((row) => summaryLine({ title: row.title, quantity: row.quantity, unitCents: row.price_cents ?? 0, group: row.group }));
  const folded = rows.length ? foldLines(all) : { lines: [], unitCents: cart.price_cents };
  // Rows read back from an older stored cart may lack their price; then price_cents is the line's total.
  const priced = rows.length > 0 && rows.every((row) => typeof row.price_cents === 'number');
  const persons = seats.length || (rows.length ? rows.reduce((sum, row) => sum + row.quantity, 0) : attributes.quantity ?? 1);
  const start = cart.startTime ?? attributes.start_time;
  return {
    kind: 'event', title: cart.name, quantity: persons, unit: seats.length ? 'seats' : 'persons', ...folded,
    facts: [
      ...when(start, () => ({ kind: 'start' as const, at: start! })),
      ...when(presentText(cart.languageName), () => ({ kind: 'language' as const, name: cart.languageName! })),
      ...seats.map((seat) => ({ kind: 'seat' as const, title: seat.title ?? '', category: presentText(seat.category?.title), price: presentText(seat.price?.title) })),
    ],
    totalCents: cart.totalCents ?? (priced ? all.reduce((sum, line) => sum + line.totalCents, 0) : (attributes.quantity ?? 1) * cart.price_cents),
    descriptionHtml: null,
  };
}

function tourSummary({ cart, attributes }: CartLineInput): BookingSummary {
  const prices = cart.prices && !Array.isArray(cart.prices) ? cart.prices : { participants: [], surcharges: [] };
  const lines: SummaryLine[] = [
    ...prices.participants.map((row) => summaryLine({ title: row.title, quantity: row.quantity, unitCents: row.price_cents, group: row.group })),
    ...prices.surcharges.map((row) => summaryLine({ title: row.title, quantity: row.quantity, unitCents: row.price_cents, surcharge: true })),
  ];
  const folded = foldLines(lines);
  const start = cart.startTime ?? attributes.start_time;
  return {
    kind: 'tour', title: cart.name, quantity: 1, unit: 'booking', ...folded,
    facts: [
      ...when(start, () => ({ kind: 'start' as const, at: start! })),
      ...when(cart.participantCount != null, () => ({ kind: 'participants' as const, count: cart.participantCount! })),
      ...when(presentText(cart.languageName), () => ({ kind: 'language' as const, name: cart.languageName! })),
      ...when(presentText(cart.ageGroupName), () => ({ kind: 'ageGroup' as const, name: cart.ageGroupName! })),
      ...when(presentText(cart.gradeName), () => ({ kind: 'grade' as const, name: cart.gradeName! })),
      ...(cart.equipment ?? []).filter((piece) => piece.quantity > 0).map((piece) => ({ kind: 'equipment' as const, name: piece.title, quantity: piece.quantity })),
    ],
    // A tour's price_cents is its subtotal (requirements/cart.md §3.3); lines only spell it out.
    totalCents: cart.totalCents ?? (lines.length ? lines.reduce((sum, line) => sum + line.totalCents, 0) : cart.price_cents),
    descriptionHtml: null,
  };
}

/** A cart line before it is ordered (requirements/cart.md §2.2-2.4, requirements/cart.md §3.2). */
export function cartLineSummary(item: CartLineInput): BookingSummary {
  const { cart, attributes } = item;
  if (item.type === 'Event') return eventSummary(item);
  if (item.type === 'Tour') return tourSummary(item);
  const quantity = attributes.quantity ?? 1;
  const base = { title: cart.name, quantity, unitCents: cart.price_cents, lines: [], totalCents: cart.totalCents ?? quantity * cart.price_cents };
  if (item.type === 'Merchandise') return { ...base, kind: 'merchandise', unit: 'pieces', facts: [], descriptionHtml: presentText(cart.description) };
  if (item.type === 'Coupon') {
    return { ...base, kind: 'coupon', unit: 'coupons', facts: when(cart.value_cents, () => ({ kind: 'couponValue' as const, cents: cart.value_cents! })), descriptionHtml: presentText(cart.description) };
  }
  if (cart.type === 'Annual') {
    const from = cart.meta?.validFrom ?? attributes.time;
    return { ...base, kind: 'annual', unit: 'tickets', facts: [...when(from, () => ({ kind: 'validFrom' as const, date: dayOf(from!) })), { kind: 'posted' }], descriptionHtml: null };
  }
  return { ...base, kind: 'ticket', unit: 'tickets', facts: ticketFacts(item), descriptionHtml: cart.free_timing ? presentText(cart.flex_description) : null };
}
