/**
 * The stored cart (spec cart §3.1–3.3, browsing §3 'Cart items created here'). Every item carries
 * `attributes` (sent unchanged with POST /orders) and `cart` (what the cart screen shows).
 */
export type CartItemType = 'Ticket' | 'Event' | 'Tour' | 'Merchandise' | 'Coupon';

export interface CartVat {
  vat_pct: number;
  price_cents: number;
}

/** A ticket hold (ENDPOINTS.md §5): 5 minutes, renewed on update, at most 60 minutes. */
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
  /** Bundle tickets: each sub-ticket's entry time (ENDPOINTS.md §4.7). */
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
  /** Events: [{quantity, title, price_cents}]; tours: {participants, surcharges} (spec §3.2). */
  prices?: unknown;
  seats?: CartSeat[];
  /** A precomputed line total (tours with surcharges); wins over quantity × price_cents. */
  totalCents?: number;
  /** Merchandise discount percent (spec §9). */
  discount?: number;
  /** Tour equipment lines 'type: quantity'. */
  equipment?: { title: string; quantity: number }[];
}

/** An event seat as the cart shows it (spec §3.2). */
export interface CartSeat {
  seat_id: number;
  title?: string;
  description?: string;
  category?: { title?: string };
  price?: { title?: string; amountInCents?: number };
}

export interface CartItem {
  type: CartItemType;
  /** ISO time of the last change; auto-clear counts from the newest item (spec cart §4.1). */
  updated_at: string;
  reservation?: CartReservation;
  attributes: CartItemAttributes;
  cart: CartItemDisplay;
}

/** A shipping row from POST /cart (spec §3.3); vat_pct feeds the shipping VAT lines. */
export interface ShippingItem {
  title: string;
  description?: string;
  price_cents: number;
  vat_pct?: number;
}

/** A redeemed code (spec cart §3.5). */
export interface CartCoupon {
  code: string;
  is_valid: boolean;
  value_cents: number;
  is_voucher_for: number | null;
  debit_cents?: number;
  value?: number;
  value_action?: string | null;
}

export interface CartDonation {
  value: number;
  campaign_id: number;
}

export interface StoredCart {
  items: CartItem[];
  shippingItems: ShippingItem[];
  coupons: CartCoupon[];
  donations: CartDonation[];
  orderParams: { customerComment: string; reference: string; paymentModeId: string | null };
  /** null = no choice yet, false = print at home, true = shipped. */
  shippingSelection: boolean | null;
  shippingAddressId: number | null;
  skipDonation: boolean;
}

export const emptyCart = (): StoredCart => ({
  items: [],
  shippingItems: [],
  coupons: [],
  donations: [],
  orderParams: { customerComment: '', reference: '', paymentModeId: null },
  shippingSelection: null,
  shippingAddressId: null,
  skipDonation: false,
});

/** A loose structural check for what comes back from browser storage. */
export function isStoredCart(value: unknown): value is StoredCart {
  if (!value || typeof value !== 'object') return false;
  const cart = value as Partial<StoredCart>;
  return Array.isArray(cart.items) && Array.isArray(cart.coupons) && Array.isArray(cart.donations)
    && Array.isArray(cart.shippingItems) && typeof cart.orderParams === 'object';
}

/**
 * Spec cart §4.1: the cart is cleared once its newest item is older than autoDeleteMinutes,
 * which also resets the skip-donation flag.
 */
export function isCartExpired(cart: StoredCart, now: Date, autoDeleteMinutes: number): boolean {
  if (cart.items.length === 0 || autoDeleteMinutes <= 0) return false;
  const newest = Math.max(...cart.items.map((item) => Date.parse(item.updated_at) || 0));
  return now.getTime() - newest > autoDeleteMinutes * 60_000;
}

/** Number of units shown on the header's cart button. */
export function cartItemCount(cart: StoredCart): number {
  return cart.items.reduce((sum, item) => sum + (item.type === 'Tour' ? 1 : item.attributes.quantity ?? 1), 0);
}
