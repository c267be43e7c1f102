import type { CapacityTicket } from '../capacity/capacity';
import type { SlotTicket } from './slots';
import { slotProblem } from './slots';

/** A Ticket order item's attributes as the client sends them. @see requirements/api.md §8.5 */
export interface TicketItemInput {
  id: number;
  quantity: number;
  time?: string | null;
  reservations?: string[];
  attendees?: { name?: string; surname?: string }[];
  sub_ticket_times?: Record<string, string>;
}

/** What the item rules need to know about a ticket. */
export type ItemTicket = SlotTicket & CapacityTicket & {
  is_sub_ticket: boolean;
  min_persons: number;
  attendees: string | null;
  /** closed weekdays of every quota the ticket draws from */
  closed_weekdays: number[];
};

export interface CheckedItem {
  errors: Record<string, string[]>;
  slot: Date;
  /** sub-ticket id → slot start (epoch ms) */
  subSlots: Record<string, number>;
}

const parseTime = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/**
 * Checks one Ticket item before any capacity is looked at: sellable time (and sub-ticket
 * times), quantity within min/max persons, one named attendee per unit when required.
 * Annual tickets without a time start at `annualDefault`.
 * @see requirements/api.md §4.7, requirements/api.md §8.5; requirements/tickets.md §5
 */
export function checkTicketItem(
  ticket: ItemTicket,
  input: TicketItemInput,
  now: Date,
  subTickets: ReadonlyMap<number, ItemTicket>,
  annualDefault: Date,
  prefix: string,
): CheckedItem {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[`${prefix}${field}`] ??= []).push(message);
  if (ticket.is_sub_ticket) add('id', 'sub-tickets cannot be bought on their own');
  const slot = parseTime(input.time) ?? (ticket.ticket_type === 'annual' ? annualDefault : null);
  if (!slot) add('time', input.time ? 'is not a valid time' : 'is required');
  else {
    const problem = slotProblem(ticket, slot, now, ticket.closed_weekdays);
    if (problem) add('time', problem);
  }
  if (input.quantity < Math.max(1, ticket.min_persons)) add('quantity', `must be at least ${Math.max(1, ticket.min_persons)}`);
  if (input.quantity > ticket.max_persons) add('quantity', `must be at most ${ticket.max_persons}`);
  if (ticket.attendees === 'required') {
    const named = (input.attendees ?? []).filter((person) => person.name?.trim() && person.surname?.trim());
    if (named.length !== input.quantity) add('attendees', `one attendee with name and surname is required per ticket (${input.quantity})`);
  }
  const subSlots: Record<string, number> = {};
  if (ticket.is_mantle && slot) {
    for (const subId of Object.keys(ticket.sub_tickets)) {
      const sub = subTickets.get(Number(subId));
      const raw = input.sub_ticket_times?.[subId];
      const subSlot = raw === undefined ? slot : parseTime(raw);
      if (!sub || !subSlot) {
        add(`sub_ticket_times.${subId}`, sub ? 'is not a valid time' : 'sub-ticket not found');
        continue;
      }
      const problem = slotProblem({ ...sub, bookable: true }, subSlot, now, sub.closed_weekdays);
      if (problem) add(`sub_ticket_times.${subId}`, problem);
      subSlots[subId] = subSlot.getTime();
    }
  }
  return { errors, slot: slot ?? new Date(0), subSlots };
}
