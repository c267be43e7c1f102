import type { CapacitiesResponse, Ticket } from '../api/tickets.api.ts';
import { slotAt } from './berlin-day.ts';
import { rowVisible, selectableQuantities } from './quantities.ts';
import { isTicketBookedOut, placesUsed, quotasOfTicket, remainingCapacity } from './ticket-capacity.ts';
import { bestStartCapacity, hasEntryDuration, isBookedOutSmb } from './smb-style.ts';
import { unitPrice } from './ticket-price.ts';

/** requirements/tickets.md §3.2 'Ticket row (selection)'. */
export interface TicketRowModel {
  ticket: Ticket;
  /** ISO entry: the chosen slot for time-slot tickets, the first entry of the day otherwise. */
  time: string;
  price: number;
  available: number[];
  bookedOut: boolean;
  capacity?: number;
  quantity: number;
  subTickets: { id: number; title: string; places: number }[];
}

export interface RowOptions {
  maxItemsList: number;
  allowSingleDeselect: boolean;
  minCapacityDisplay: number;
  /**
   * Alternative site style: tickets with an entry duration are sold before their start time is
   * chosen (the time screen asks for it afterwards, requirements/tickets.md §2), bounded by the day's best start.
   */
  smbStyle?: boolean;
}

export interface RowInput {
  tickets: Ticket[];
  /** Sub-tickets of the mantle tickets, for titles. */
  subTickets?: Ticket[];
  capacities: CapacitiesResponse | undefined;
  date: string;
  /** The chosen slot (ISO), or null when none is chosen yet. */
  slot: string | null;
  selection: Record<number, number>;
  options: RowOptions;
}

/** Tickets with an entry time grid (server/src/features/tickets/slots.ts isTimeSlot). */
export function needsSlot(ticket: Ticket): boolean {
  return ticket.ticket_type === 'time_slot' && !ticket.free_timing && (ticket.entry_duration ?? 0) > 0;
}

/**
 * The selection table's rows: each ticket at its entry time with price, capacity left after the
 * user's other choices, and the selectable quantities (requirements/tickets.md §5). Time-slot tickets need a chosen slot
 * they are offered at; sub-tickets are never rows of their own.
 */
export function buildTicketRows({ tickets, subTickets = [], capacities, date, slot, selection, options }: RowInput): TicketRowModel[] {
  const used = placesUsed(tickets, selection);
  return tickets.flatMap((ticket): TicketRowModel[] => {
    if (ticket.is_sub_ticket) return [];
    if (options.smbStyle && !slot && hasEntryDuration(ticket)) return smbRow(ticket, date, capacities, selection, options);
    // Annual tickets start at the beginning of `date` (the annual screen passes tomorrow, requirements/tickets.md §9).
    const time = needsSlot(ticket) ? slot : slotAt(date, ticket.ticket_type === 'annual' ? 0 : ticket.first_entry);
    if (!time) return [];
    const quotas = quotasOfTicket(capacities, ticket.id, time);
    if (needsSlot(ticket) && quotas.length === 0 && ticket.quota_ids.length > 0) return [];
    // A ticket without quota is limited by max_persons only (requirements/api.md §4.3).
    const unlimited = ticket.quota_ids.length === 0 && !ticket.is_mantle ? ticket.max_persons : undefined;
    const raw = unlimited ?? remainingCapacity(quotas, ticket.id);
    const capacity = unlimited ?? remainingCapacity(quotas, ticket.id, used);
    const available = selectableQuantities(ticket, { capacity, maxItemsList: options.maxItemsList, allowSingleDeselect: options.allowSingleDeselect });
    if (!rowVisible(available, options.minCapacityDisplay)) return [];
    return [{
      ticket, time, price: unitPrice(ticket, date, needsSlot(ticket) ? time : null), available,
      bookedOut: isTicketBookedOut(raw, ticket), capacity: raw, quantity: selection[ticket.id] ?? 0,
      subTickets: Object.entries(ticket.sub_tickets ?? {}).map(([id, places]) => ({
        id: Number(id), places, title: subTickets.find((sub) => sub.id === Number(id))?.title ?? '',
      })),
    }];
  });
}

/** A row of the alternative style's list for a ticket whose start time is chosen later (requirements/tickets.md §4, requirements/tickets.md §5). */
function smbRow(ticket: Ticket, date: string, capacities: CapacitiesResponse | undefined, selection: Record<number, number>, options: RowOptions): TicketRowModel[] {
  const capacity = bestStartCapacity(ticket, capacities);
  const available = selectableQuantities(ticket, { capacity, maxItemsList: options.maxItemsList, allowSingleDeselect: options.allowSingleDeselect, entryDurationAlternative: true });
  if (!rowVisible(available, options.minCapacityDisplay)) return [];
  return [{
    ticket, time: slotAt(date, ticket.first_entry), price: unitPrice(ticket, date, null), available,
    bookedOut: isBookedOutSmb(ticket, capacities), capacity, quantity: selection[ticket.id] ?? 0,
    subTickets: [],
  }];
}
