import type { CartCoupon } from './cart-model.ts';

/** A voucher for a ticket frees that ticket instead of lowering the total (requirements/cart.md §5.1). */
export const isTicketVoucher = (coupon: CartCoupon) => coupon.is_voucher_for != null;

/**
 * requirements/cart.md §9.1: each value coupon debits min(remaining total, value_cents), in the order the codes were
 * entered, so the total never goes below 0 and every coupon shows what it really took.
 */
export function couponDebits(totalCents: number, coupons: CartCoupon[]): { code: string; debit_cents: number }[] {
  let remaining = Math.max(0, totalCents);
  return coupons.filter((coupon) => !isTicketVoucher(coupon)).map((coupon) => {
    const debit = Math.min(remaining, Math.max(0, coupon.value_cents));
    remaining -= debit;
    return { code: coupon.code, debit_cents: debit };
  });
}
