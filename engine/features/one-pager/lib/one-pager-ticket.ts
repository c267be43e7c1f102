/**
 * The part of a ticket (GET /tickets, spec browsing §3 Ticket) the one-pager reads. Declared here
 * because features may not import another feature's types (house style §2); the tickets feature's
 * Ticket is structurally a superset, which the route's assignment checks at compile time.
 */
export interface OnePagerTicket {
  id: number;
  title: string | null;
  sub_title: string | null;
  ticket_type: string;
  bookable: boolean;
  quota_ids: number[];
  price_cents: number;
  discount: number;
  vat_pct: number;
  tax_included: boolean;
  first_entry: number;
  /** Minutes after midnight of the last entry; the day's sale ends then (spec browsing §5 Dates). */
  last_entry: number;
  min_persons: number;
  max_persons: number;
  attendees: string | null;
  free_timing: boolean;
  is_mantle: boolean;
  is_sub_ticket: boolean;
  dynamic_prices: Record<string, number>;
  shipped_with_merchandise_id: number | null;
}

/** POST /tickets/capacities (ENDPOINTS.md §4.4): quota id → its tickets and free places per slot. */
export type OnePagerCapacities = Record<string, { tickets: number[]; capacities: Record<string, number> }>;

/** One line of the one-pager's ticket step. */
export interface OnePagerRow {
  ticket: OnePagerTicket;
  /** ISO first entry of the day: the cart item's time and the hold's start. */
  time: string;
  price: number;
  /** Selectable quantities, 0 included (spec browsing §5 Ticket selection). */
  available: number[];
  bookedOut: boolean;
  quantity: number;
}
