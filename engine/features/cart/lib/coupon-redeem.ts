import type { CartCoupon, StoredCart } from './cart-model.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

/** requirements/cart.md §5.1 coupon outcomes; each is shown as cart.coupon.form.errors.{outcome}. */
export type CouponFailure = 'empty' | 'notValid' | 'rateLimit' | 'error' | 'duplicate';

/** GET /coupon_sales/barcode/{code} (requirements/cart.md §3.6). */
export interface CouponSale {
  code: string;
  is_valid: boolean;
  value_cents: number;
  value?: number;
  is_voucher_for: number | null;
  value_action?: string | null;
  debit_cents?: number;
}

/** requirements/cart.md §5.1: an invalid form is 'empty' (checked before any request), as is a duplicate code. */
export function couponCodeProblem(code: string, cart: StoredCart): CouponFailure | null {
  const trimmed = code.trim();
  if (!trimmed) return 'empty';
  if (cart.coupons.some((coupon) => coupon.code.toLowerCase() === trimmed.toLowerCase())) return 'duplicate';
  return null;
}

/**
 * requirements/cart.md §5.1: is_valid false → notValid; value 0 → empty. A ticket voucher has no money value: its
 * value is 1 while unused and 0 once used, so a used voucher is empty too.
 */
export function saleProblem(sale: CouponSale): CouponFailure | null {
  if (!sale.is_valid) return 'notValid';
  const value = sale.is_voucher_for == null ? sale.value ?? sale.value_cents : sale.value ?? 1;
  if (!value) return 'empty';
  return null;
}

/**
 * requirements/cart.md §5.1, requirements/cart.md §8.1: HTTP 429 → rateLimit; anything else that failed → error. The API answers 404 for a
 * code it does not know, which for the visitor is a mistyped code, so it gets notValid, not 'problem checking'.
 */
export function requestProblem(status: number | undefined): CouponFailure {
  if (status === 429) return 'rateLimit';
  if (status === 404) return 'notValid';
  return 'error';
}

const freeCopy = (item: CartItem, code: string, now: Date): CartItem => ({
  ...item,
  updated_at: now.toISOString(),
  attributes: { ...item.attributes, quantity: 1, sub_ticket_quantities: undefined },
  cart: { ...item.cart, price_cents: 0, totalCents: undefined, coupon_code: code, available: [0, 1], subTickets: [] },
});

export interface VoucherContext {
  now: Date;
  /** Start of tomorrow in the shop's timezone, ISO (requirements/cart.md §9.2 'Voucher tickets are valid from tomorrow'). */
  tomorrowStart: string;
  /** Title for a voucher's annual ticket when no cart ticket matches. */
  annualName: string;
}

/**
 * requirements/cart.md §5.1: a ticket voucher makes one matching cart ticket free, splitting one unit off when the
 * quantity is above 1; without a match it adds a free annual ticket (quantity 1) valid from tomorrow.
 */
function applyTicketVoucher(items: CartItem[], sale: CouponSale, context: VoucherContext): CartItem[] {
  const index = items.findIndex((item) => item.type === 'Ticket' && item.attributes.id === sale.is_voucher_for && !item.cart.coupon_code);
  const match = items[index];
  if (!match) {
    const annual: CartItem = {
      type: 'Ticket', updated_at: context.now.toISOString(),
      attributes: { id: sale.is_voucher_for!, quantity: 1, time: context.tomorrowStart },
      cart: { type: 'Annual', name: context.annualName, price_cents: 0, tax_included: true, vats: [], available: [0, 1], coupon_code: sale.code, meta: { validFrom: context.tomorrowStart } },
    };
    return [...items, annual];
  }
  const quantity = match.attributes.quantity ?? 1;
  if (quantity <= 1) return items.map((item, position) => (position === index ? freeCopy(item, sale.code, context.now) : item));
  const rest: CartItem = { ...match, attributes: { ...match.attributes, quantity: quantity - 1 } };
  return [...items.slice(0, index), rest, freeCopy(match, sale.code, context.now), ...items.slice(index + 1)];
}

/** Adds a checked coupon to the cart; ticket vouchers also change the items. */
export function redeemCoupon(cart: StoredCart, sale: CouponSale, context: VoucherContext): StoredCart {
  const coupon: CartCoupon = {
    code: sale.code, is_valid: sale.is_valid, value_cents: sale.value_cents, is_voucher_for: sale.is_voucher_for,
    value: sale.value, value_action: sale.value_action ?? null, debit_cents: sale.debit_cents,
  };
  const items = sale.is_voucher_for != null ? applyTicketVoucher(cart.items, sale, context) : cart.items;
  return { ...cart, items, coupons: [...cart.coupons, coupon] };
}
