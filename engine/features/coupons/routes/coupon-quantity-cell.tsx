import { useTranslation } from 'react-i18next';
import { QuantitySelect } from '../../tickets/components/quantity-select.tsx';
import type { Coupon } from '../api/coupons.api.ts';

interface CouponQuantityCellProps {
  coupon: Coupon;
  options: number[];
  value: number;
  onChange: (quantity: number) => void;
}

/** The tickets' quantity select, disabled when the coupon is booked out (requirements/products-and-merchandise.md §2.2 'Coupons'). */
export function CouponQuantityCell({ coupon, options, value, onChange }: CouponQuantityCellProps) {
  const { t } = useTranslation('coupons');
  return (
    <td>
      <QuantitySelect id={`coupon-quantity-${coupon.id}`} label={t('table.quantityOf', { title: coupon.title })} value={value}
        available={options} disabled={coupon.booked_out || options.length <= 1} onChange={onChange} />
    </td>
  );
}
