import type { CapacitiesResponse, Ticket } from '../api/tickets.api.ts';
import { slotsFromCapacities } from './time-slots.ts';

type EntryTicket = Pick<Ticket, 'id' | 'entry_duration' | 'free_timing'>;

/** Tickets whose visitors pick a start time in the alternative site style (requirements/tickets.md §2.4 shop.tickets.time). */
export function hasEntryDuration(ticket: Pick<Ticket, 'entry_duration' | 'free_timing'>): boolean {
  return !ticket.free_timing && (ticket.entry_duration ?? 0) > 0;
}

/**
 * requirements/tickets.md §4.2 Day and ticket availability, alternative style: a ticket with an entry duration is booked
 * out only when none of its quotas has any capacity data for the day.
 */
export function isBookedOutSmb(ticket: EntryTicket, data: CapacitiesResponse | undefined): boolean {
  return !Object.values(data ?? {}).some((quota) => quota.tickets.includes(ticket.id) && Object.keys(quota.capacities).length > 0);
}

/**
 * The most places any start of the day offers the ticket: the list screen of the alternative style
 * sells before the start time is chosen, so the best start bounds the quantity. undefined = no data.
 */
export function bestStartCapacity(ticket: EntryTicket, data: CapacitiesResponse | undefined): number | undefined {
  const slots = slotsFromCapacities(data, [ticket.id]);
  if (slots.length === 0) return undefined;
  return Math.max(...slots.map((slot) => slot.capacity ?? 0));
}

export interface StartTimeChoice {
  /** The start times of this item have arrived (GET /tickets/{id}/start_times). */
  loaded: boolean;
  starts: string[];
  chosen?: string;
}

/**
 * requirements/tickets.md §5.3 alternative style: every chosen ticket with an entry duration needs start times that
 * exist and are loaded, and one of them chosen; otherwise the form shows an error.
 */
export function startTimesComplete(choices: StartTimeChoice[]): boolean {
  return choices.every((choice) => choice.loaded && choice.starts.length > 0 && !!choice.chosen && choice.starts.includes(choice.chosen));
}
