/**
 * One line of the stored cart (requirements/cart.md §3.1-3.4, requirements/cart.md §3.3 'Cart items created here'). Every
 * item carries `attributes` (sent unchanged with POST /orders) and `cart` (what the cart screen
 * shows). Tickets, events, tours, coupons and merchandise write lines, the cart, checkout and the
 * one-pager read them: this is the only declaration of the shape, in shared/ so that every feature
 * may import it without importing another feature (house-style.md §2).
 */
export type CartItemType = 'Ticket' | 'Event' | 'Tour' | 'Merchandise' | 'Coupon';

export interface CartVat {
  vat_pct: number;
  price_cents: number;
}

/** A ticket hold (requirements/api.md §5): 5 minutes, renewed on update, at most 60 minutes. */
export interface CartReservation {
  token: string;
  valid_until: string;
}

export interface CartItemAttributes {
  id: number;
  quantity?: number;
  quantities?: Record<string, number>;
  time?: string | null;
  start_time?: string;
  shipped_with_merchandise_id?: number | null;
  shipping_mode?: 'post' | 'email';
  is_shipping_article?: boolean;
  reservations?: string[];
  attendees?: Record<string, string>[];
  sub_ticket_quantities?: Record<string, number>;
  /** Bundle tickets: each sub-ticket's entry time (requirements/api.md §4.7). */
  sub_ticket_times?: Record<string, string>;
  language_id?: number;
  age_group_id?: number;
  grade_id?: number;
  surcharges?: Record<string, number>;
  /** The server books equipment by id; type is kept for the go~mus shape. */
  equipment?: { id?: number; type: number | string; quantity: number }[];
  seats?: { seat_id: number; scale_price_id: number }[];
}

export interface CartItemDisplay {
  /** 'Annual' marks annual tickets, which are type Ticket towards the API. */
  type?: 'Annual';
  name: string;
  description?: string;
  price_cents: number;
  value_cents?: number;
  tax_included: boolean;
  vats: CartVat[];
  /** The quantities the row's select may offer (spec: 'available'). */
  available: number[];
  meta?: { startTime?: string; startDate?: string; validFrom?: string };
  /** Alternative style: the entry time is still to be chosen on the time screen (requirements/tickets.md §2.4). */
  startPending?: boolean;
  free_timing?: boolean;
  flex_description?: string | null;
  subTickets?: { selectedQuantity: number; title: string; description?: string | null }[];
  min_persons?: number;
  max_persons?: number;
  coupon_code?: string;
  event_id?: number;
  date_id?: number;
  startTime?: string;
  languageName?: string;
  ageGroupName?: string;
  gradeName?: string;
  participantCount?: number;
  /** Events: one row per chosen price; tours: participants and surcharges (requirements/cart.md §3.2). */
  prices?: CartPriceRow[] | TourCartPrices;
  seats?: CartSeat[];
  /** A precomputed line total (tours with surcharges); wins over quantity × price_cents. */
  totalCents?: number;
  /** Merchandise discount percent (requirements/cart.md §9). */
  discount?: number;
  /** Tour equipment lines 'type: quantity'. */
  equipment?: { title: string; quantity: number }[];
  /** Tours: the booking is one unit whatever its participants. */
  quantity?: number;
  /** Tours: the booked day. */
  date?: string;
}

/** An event price row as the cart shows and totals it (line-total.ts sums quantity × price_cents). */
export interface CartPriceRow {
  quantity: number;
  title: string;
  price_cents: number;
  scale_price_id?: number;
}

/** A tour participant or surcharge line. */
export interface TourPriceLine {
  title: string;
  description?: string | null;
  quantity: number;
  price_cents: number;
  group?: boolean;
}

export interface TourCartPrices {
  participants: TourPriceLine[];
  surcharges: TourPriceLine[];
}

/** An event seat as the cart shows it (requirements/cart.md §3.2, requirements/cart.md §3.3 'Event with seats'). */
export interface CartSeat {
  seat_id: number;
  title?: string;
  description?: string;
  category?: { title?: string; description?: string };
  price?: { title?: string; description?: string; amountInCents?: number };
}

export interface CartItem {
  type: CartItemType;
  /** ISO time of the last change; auto-clear counts from the newest item (requirements/cart.md §4.1). */
  updated_at: string;
  reservation?: CartReservation;
  attributes: CartItemAttributes;
  cart: CartItemDisplay;
}

/** A line of one type, as the feature that sells it builds it. */
export type CartItemOf<T extends CartItemType> = CartItem & { type: T };
