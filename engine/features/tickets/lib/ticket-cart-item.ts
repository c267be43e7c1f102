/**
 * The part of the stored cart item (spec cart §3.2) this feature writes and reads. Declared here
 * because features may not import another feature's model (house style §2); the cart's CartItem is
 * structurally the same, which the route modules' assignments check at compile time.
 */
export interface TicketCartItem {
  type: 'Ticket';
  updated_at: string;
  reservation?: { token: string; valid_until: string };
  attributes: {
    id: number;
    time?: string | null;
    quantity?: number;
    shipped_with_merchandise_id?: number | null;
    reservations?: string[];
    attendees?: Record<string, string>[];
    sub_ticket_quantities?: Record<string, number>;
    sub_ticket_times?: Record<string, string>;
  };
  cart: {
    type?: 'Annual';
    name: string;
    price_cents: number;
    tax_included: boolean;
    vats: { vat_pct: number; price_cents: number }[];
    available: number[];
    meta?: { startTime?: string; startDate?: string; validFrom?: string };
    free_timing?: boolean;
    flex_description?: string | null;
    subTickets?: { selectedQuantity: number; title: string; description?: string | null }[];
    min_persons?: number;
    max_persons?: number;
  };
}

/** What routing and personalisation read of any cart item. */
export type CartItemLike = { attributes: { quantity?: number; attendees?: Record<string, string>[] } };
