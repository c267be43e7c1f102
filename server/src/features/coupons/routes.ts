import type { ApiApp } from '../../http/app-env';
import { registerCouponSaleRoutes } from './coupon-sales.routes';
import { registerCouponValueRoutes } from './coupon-values.routes';
import { registerCouponProductRoutes } from './coupons.routes';

/** Coupon products, and the codes bought or given: look-up and the customer's own codes. */
export function registerCouponRoutes(app: ApiApp): void {
  registerCouponProductRoutes(app);
  registerCouponSaleRoutes(app);
  registerCouponValueRoutes(app);
}
