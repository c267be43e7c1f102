import { useTranslation } from 'react-i18next';
import { isFewLeft } from '../../merchandise/api/merchandise.queries.ts';
import type { Coupon } from '../api/coupons.api.ts';

/** Booked out, or the warning style under 10 left (requirements/products-and-merchandise.md §9); nothing otherwise. */
export function CouponStockBadge({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupons');
  if (coupon.booked_out) return <span className="coupons-badge">{t('table.bookedOut')}</span>;
  if (isFewLeft(coupon.available)) return <span className="coupons-badge coupons-badge--warning">{t('table.fewLeft', { count: coupon.available ?? 0 })}</span>;
  return null;
}
