import type { CapacitiesResponse, Ticket } from '../api/tickets.api.ts';
import { placesPerUnit } from './quantities.ts';

export interface QuotaAtSlot {
  quotaId: string;
  tickets: number[];
  free: number;
  total: number;
}

function valueAt(map: Record<string, number>, slot: string): number | undefined {
  const ms = Date.parse(slot);
  for (const [key, value] of Object.entries(map)) if (Date.parse(key) === ms) return value;
  return undefined;
}

/** The quotas a ticket draws from at one slot, as /tickets/capacities reports them (requirements/api.md §4.4). */
export function quotasOfTicket(data: CapacitiesResponse | undefined, ticketId: number, slot: string): QuotaAtSlot[] {
  const result: QuotaAtSlot[] = [];
  for (const [quotaId, quota] of Object.entries(data ?? {})) {
    if (!quota.tickets.includes(ticketId)) continue;
    const free = valueAt(quota.capacities, slot);
    if (free === undefined) continue;
    result.push({ quotaId, tickets: quota.tickets, free, total: quota.total_capacities ? valueAt(quota.total_capacities, slot) ?? 0 : free });
  }
  return result;
}

/**
 * requirements/api.md §4.4 client-side calculation: bookable quantity of t = min over its quotas of
 * (free − places already chosen for other tickets of that quota). `used` maps ticket id → places
 * (quantity × mantle need). undefined = the ticket has no capacity data at this slot.
 */
export function remainingCapacity(quotas: QuotaAtSlot[], ticketId: number, used: Record<number, number> = {}): number | undefined {
  if (quotas.length === 0) return undefined;
  return Math.min(...quotas.map((quota) => quota.free - quota.tickets.reduce((sum, id) => (id === ticketId ? sum : sum + (used[id] ?? 0)), 0)));
}

/** Places a selection takes from shared quotas: quantity × mantle need. */
export function placesUsed(tickets: Ticket[], selection: Record<number, number>): Record<number, number> {
  const used: Record<number, number> = {};
  for (const ticket of tickets) {
    const quantity = selection[ticket.id] ?? 0;
    if (quantity > 0) used[ticket.id] = quantity * placesPerUnit(ticket);
  }
  return used;
}

/** requirements/tickets.md §4: a ticket is booked out when its selectable capacity is missing or zero. */
export function isTicketBookedOut(capacity: number | undefined, ticket: Pick<Ticket, 'free_timing'>): boolean {
  if (ticket.free_timing) return false;
  return capacity === undefined || capacity <= 0;
}

/** requirements/tickets.md §4: a day is 'bookedOut' when total capacity is above 0 but available is 0. */
export function isDayBookedOut(total: number, available: number): boolean {
  return total > 0 && available === 0;
}
