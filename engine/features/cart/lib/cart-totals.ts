import type { StoredCart } from './cart-model.ts';
import type { CartVat } from '../../../shared/cart-line/cart-line.ts';
import { couponDebits } from './coupon-debits.ts';
import { itemsSubtotal, lineTotal } from './line-total.ts';
import { spreadDebit, vatLines } from './vat.ts';

/** requirements/cart.md §3.4 'Cart totals'. */
export interface CartTotals {
  itemsCents: number;
  couponDebits: { code: string; debit_cents: number }[];
  donationsCents: number;
  shippingCents: number;
  /** What the order costs and what POST /orders sends as `total`. */
  subTotalCents: number;
  subTotalCentsWithoutShipping: number;
  vats: CartVat[];
  shippingVats: CartVat[];
}

/**
 * requirements/cart.md §9 says the subtotal without shipping 'adds a flat 100 when donations exist'. We keep that
 * figure exactly as specified but never charge or send it: the order total is subTotalCents, which
 * the server recomputes, so the quirk cannot change what a buyer pays.
 */
export const DONATION_FLAT_CENTS = 100;

export function cartTotals(cart: StoredCart, options: { couponsAllowed: boolean }): CartTotals {
  const itemsCents = itemsSubtotal(cart.items);
  // requirements/cart.md §9: non-voucher coupons count only when the shop allows coupons; the result is floored at 0.
  const debits = options.couponsAllowed ? couponDebits(itemsCents, cart.coupons) : [];
  const debitCents = debits.reduce((sum, debit) => sum + debit.debit_cents, 0);
  const afterCoupons = Math.max(0, itemsCents - debitCents);
  const itemAmounts = cart.items.map((item) => ({ vat_pct: item.cart.vats[0]?.vat_pct ?? 0, amount_cents: lineTotal(item) }));
  const donationsCents = cart.donations.reduce((sum, donation) => sum + donation.value, 0);
  const shippingCents = cart.shippingItems.reduce((sum, item) => sum + item.price_cents, 0);
  const flat = cart.donations.length > 0 ? DONATION_FLAT_CENTS : 0;
  return {
    itemsCents,
    couponDebits: debits,
    donationsCents,
    shippingCents,
    subTotalCents: afterCoupons + donationsCents + shippingCents,
    subTotalCentsWithoutShipping: afterCoupons + donationsCents + flat,
    // VAT is included in what is paid, so it is taken after the value coupons (see spreadDebit).
    vats: vatLines(spreadDebit(itemAmounts, debitCents)),
    shippingVats: vatLines(cart.shippingItems.map((item) => ({ vat_pct: item.vat_pct ?? 0, amount_cents: item.price_cents }))),
  };
}
