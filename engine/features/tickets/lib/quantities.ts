import type { Ticket } from '../api/tickets.api.ts';

export type QuantityTicket = Pick<Ticket, 'min_persons' | 'max_persons' | 'free_timing' | 'is_mantle' | 'sub_tickets'>;

export interface QuantityOptions {
  /** Remaining quota capacity for this ticket (already minus the user's other choices); undefined = no data. */
  capacity: number | undefined;
  maxItemsList: number;
  allowSingleDeselect: boolean;
  /** Alternative site style and the ticket has an entry duration (requirements/tickets.md §5). */
  entryDurationAlternative?: boolean;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** requirements/tickets.md §5: a mantle unit needs the sum of its sub-ticket places. */
export function placesPerUnit(ticket: Pick<Ticket, 'is_mantle' | 'sub_tickets'>): number {
  if (!ticket.is_mantle) return 1;
  const need = Object.values(ticket.sub_tickets ?? {}).reduce((sum, places) => sum + places, 0);
  return Math.max(1, need);
}

/**
 * requirements/tickets.md §5.2 Ticket selection: min_persons up to the smallest of remaining capacity (divided by the
 * mantle need), max_persons and maxItemsList; only [0] when min_persons exceeds that; free_timing
 * always min..max_persons; allow-single-deselect always offers 0.
 */
export function selectableQuantities(ticket: QuantityTicket, { capacity, maxItemsList, allowSingleDeselect, entryDurationAlternative }: QuantityOptions): number[] {
  let list: number[];
  if (ticket.free_timing) {
    list = range(ticket.min_persons, ticket.max_persons);
  } else {
    const byCapacity = Math.floor(Math.max(0, capacity ?? 0) / placesPerUnit(ticket));
    const max = Math.min(byCapacity, ticket.max_persons, maxItemsList);
    if (ticket.min_persons <= max) list = range(ticket.min_persons, max);
    else list = entryDurationAlternative ? range(ticket.min_persons, ticket.max_persons) : [0];
  }
  if (allowSingleDeselect && !list.includes(0)) list = [0, ...list];
  return list;
}

/** requirements/tickets.md §5: a row shows only with at least minCapacityDisplay selectable (non-zero) quantities. */
export function rowVisible(available: number[], minCapacityDisplay: number): boolean {
  return available.filter((quantity) => quantity > 0).length >= minCapacityDisplay;
}

/**
 * requirements/tickets.md §2 VIP: in single selection mode only one row may have a quantity, so choosing one clears
 * the others.
 */
export function chooseQuantity(selection: Record<number, number>, ticketId: number, quantity: number, single: boolean): Record<number, number> {
  if (single && quantity > 0) return { [ticketId]: quantity };
  const next = { ...selection, [ticketId]: quantity };
  if (quantity <= 0) delete next[ticketId];
  return next;
}
