import type { QuotaCapacity, Ticket } from '../../tickets/api/tickets.queries.ts';

/** POST /tickets/capacities (requirements/api.md §4.4) as the one-pager reads it: free places per slot. */
export type OnePagerCapacities = Record<string, Pick<QuotaCapacity, 'tickets' | 'capacities'>>;

/** One line of the one-pager's ticket step. */
export interface OnePagerRow {
  ticket: Ticket;
  /** ISO first entry of the day: the cart item's time and the hold's start. */
  time: string;
  price: number;
  /** Selectable quantities, 0 included (requirements/tickets.md §5.2 Ticket selection). */
  available: number[];
  bookedOut: boolean;
  quantity: number;
}
