import { useNavigate } from 'react-router-dom';
import { useAddLines } from '../../cart/hooks/use-add-lines.ts';
import type { Coupon } from '../api/coupons.api.ts';
import { buildCouponCartItem } from '../lib/coupon-cart-item.ts';
import type { SelectedCoupon } from '../lib/coupon-selection.ts';

/**
 * Add to cart for coupons: no hold (stock is checked when the order is placed, server
 * stock-check.ts); then the donation step when donations.enabledFor.coupons, else the cart.
 */
export function useAddCoupons(optionsOf: (coupon: Coupon) => number[]) {
  const navigate = useNavigate();
  const { add } = useAddLines();
  return (selected: SelectedCoupon[]) => {
    const now = new Date();
    navigate(add(selected.map(({ coupon, quantity }) => buildCouponCartItem({ coupon, quantity, options: optionsOf(coupon), now })), 'coupons'));
  };
}
