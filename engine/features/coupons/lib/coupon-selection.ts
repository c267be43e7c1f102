import type { Coupon } from '../api/coupons.api.ts';

/** Chosen quantity per coupon id: client-owned form state (house-style.md §7). */
export type CouponSelection = Record<number, number>;

export interface SelectedCoupon {
  coupon: Coupon;
  quantity: number;
}

/** The chosen coupons in list order; booked-out coupons never count (requirements/products-and-merchandise.md §2). */
export function selectedCoupons(coupons: Coupon[], selection: CouponSelection): SelectedCoupon[] {
  return coupons
    .filter((coupon) => !coupon.booked_out)
    .map((coupon) => ({ coupon, quantity: selection[coupon.id] ?? 0 }))
    .filter(({ quantity }) => quantity > 0);
}

/** Value coupons and ticket coupons go into separate tables (requirements/products-and-merchandise.md §2.2 'Coupons'). */
export function splitByKind(coupons: Coupon[]): { value: Coupon[]; ticket: Coupon[] } {
  return { value: coupons.filter((coupon) => coupon.kind === 'value'), ticket: coupons.filter((coupon) => coupon.kind === 'ticket') };
}

/** A ticket coupon's content.reduction_reason, when the operator wrote one. */
export function reductionReasonOf(coupon: Coupon): string | null {
  const reason = coupon.content?.reduction_reason;
  return typeof reason === 'string' && reason.trim() ? reason : null;
}
