import type { CartItemOf, CartReservation } from '../../../shared/cart-line/cart-line.ts';
import type { Ticket } from '../api/tickets.api.ts';
import { dayOfInstant } from './berlin-day.ts';
import { includedVat } from './ticket-price.ts';

export interface TicketItemInput {
  ticket: Ticket;
  quantity: number;
  /** ISO start of the entry (time slot or the day's first entry). */
  time: string;
  unitPrice: number;
  available: number[];
  /** Sub-tickets of a mantle ticket, for titles. */
  subTickets?: Pick<Ticket, 'id' | 'title' | 'description'>[];
  reservation?: CartReservation;
  /** Bundles: sub-ticket id → its entry (requirements/api.md §8.5). */
  subTicketTimes?: Record<string, string>;
  /** Alternative style: the entry time is chosen on the time screen next (requirements/tickets.md §2.4). */
  startPending?: boolean;
  now: Date;
}

/** requirements/cart.md §3.3 'Cart items created here': meta is startTime for time slots, validFrom for flex, else startDate. */
function metaOf(ticket: Ticket, time: string) {
  if (ticket.free_timing) return { validFrom: dayOfInstant(time) };
  if (ticket.ticket_type === 'time_slot') return { startTime: time };
  return { startDate: dayOfInstant(time) };
}

/** A Ticket cart item in exactly the shape of requirements/tickets.md §3 and requirements/cart.md §3.2. */
export function buildTicketCartItem({ ticket, quantity, time, unitPrice, available, subTickets = [], reservation, subTicketTimes, startPending, now }: TicketItemInput): CartItemOf<'Ticket'> {
  const subQuantities = ticket.is_mantle
    ? Object.fromEntries(Object.entries(ticket.sub_tickets).map(([id, places]) => [id, places * quantity]))
    : undefined;
  return {
    type: 'Ticket',
    updated_at: now.toISOString(),
    ...(reservation ? { reservation } : {}),
    attributes: {
      id: ticket.id,
      time,
      quantity,
      shipped_with_merchandise_id: ticket.shipped_with_merchandise_id,
      ...(ticket.attendees === 'required' ? { attendees: [] } : {}),
      ...(subQuantities ? { sub_ticket_quantities: subQuantities } : {}),
      ...(subTicketTimes ? { sub_ticket_times: subTicketTimes } : {}),
      ...(reservation ? { reservations: [reservation.token] } : {}),
    },
    cart: {
      name: ticket.title ?? '',
      price_cents: unitPrice,
      vats: [{ vat_pct: ticket.vat_pct, price_cents: includedVat(quantity, unitPrice, ticket.vat_pct) }],
      tax_included: ticket.tax_included,
      meta: metaOf(ticket, time),
      ...(startPending ? { startPending: true } : {}),
      available,
      free_timing: ticket.free_timing,
      flex_description: ticket.free_timing ? ticket.description : null,
      subTickets: Object.entries(subQuantities ?? {}).map(([id, selectedQuantity]) => {
        const sub = subTickets.find((candidate) => candidate.id === Number(id));
        return { selectedQuantity, title: sub?.title ?? '', description: sub?.description ?? null };
      }),
      min_persons: ticket.min_persons,
      max_persons: ticket.max_persons,
    },
  };
}

/** requirements/tickets.md §3: annual tickets are type Ticket with cart type 'Annual', valid from the start of tomorrow. */
export function buildAnnualCartItem(input: Omit<TicketItemInput, 'subTickets'>): CartItemOf<'Ticket'> {
  const { ticket, quantity, time, unitPrice, available, reservation, now } = input;
  return {
    type: 'Ticket',
    updated_at: now.toISOString(),
    ...(reservation ? { reservation } : {}),
    attributes: {
      id: ticket.id, time, quantity, shipped_with_merchandise_id: ticket.shipped_with_merchandise_id,
      ...(reservation ? { reservations: [reservation.token] } : {}),
    },
    cart: {
      type: 'Annual',
      name: ticket.title ?? '',
      price_cents: unitPrice,
      vats: [{ vat_pct: ticket.vat_pct, price_cents: includedVat(quantity, unitPrice, ticket.vat_pct) }],
      tax_included: ticket.tax_included,
      meta: { validFrom: dayOfInstant(time) },
      available,
    },
  };
}
