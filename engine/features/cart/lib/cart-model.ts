import { cartLineSummary } from '../../../../booking-summary/cart-line-summary.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

/** A shipping row from POST /cart (requirements/cart.md §3.4); vat_pct feeds the shipping VAT lines. */
export interface ShippingItem {
  title: string;
  description?: string;
  price_cents: number;
  vat_pct?: number;
}

/** A redeemed code (requirements/cart.md §3.6). */
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

/**
 * The stored cart (requirements/cart.md §3.1-3.4): the lines (shared/cart-line) plus what only the cart
 * screen, checkout and payment change.
 */
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
 * requirements/cart.md §4.1: the cart is cleared once its newest item is older than autoDeleteMinutes,
 * which also resets the skip-donation flag.
 */
export function isCartExpired(cart: StoredCart, now: Date, autoDeleteMinutes: number): boolean {
  if (cart.items.length === 0 || autoDeleteMinutes <= 0) return false;
  const newest = Math.max(...cart.items.map((item) => Date.parse(item.updated_at) || 0));
  return now.getTime() - newest > autoDeleteMinutes * 60_000;
}

/** Number of units shown on the header's cart button: each row's count as the row shows it (persons, seats, one tour). */
export function cartItemCount(cart: StoredCart): number {
  return cart.items.reduce((sum, item) => sum + cartLineSummary(item).quantity, 0);
}
