import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { isFewLeft } from '../../merchandise/api/merchandise.queries.ts';
import type { Coupon } from '../api/coupons.api.ts';
import { CouponStockBadge } from '../components/coupon-stock-badge.tsx';
import { ReductionReason } from '../components/reduction-reason.tsx';
import { reductionReasonOf, type CouponSelection } from '../lib/coupon-selection.ts';
import { CouponQuantityCell } from './coupon-quantity-cell.tsx';

interface CouponTableProps {
  /** Value coupons show their value; ticket coupons their price and the reduction reason. */
  kind: 'value' | 'ticket';
  coupons: Coupon[];
  selection: CouponSelection;
  optionsOf: (coupon: Coupon) => number[];
  currency: string;
  onChange: (id: number, quantity: number) => void;
}

const LABELS = {
  value: { caption: 'value.heading', product: 'table.coupon', amount: 'table.value' },
  ticket: { caption: 'tickets.heading', product: 'table.ticketCoupon', amount: 'table.price' },
} as const;

/**
 * requirements/products-and-merchandise.md §2.2 'Coupons': a quantity select (disabled if booked out), title, description and
 * the value or price; ticket coupons add the reduction reason behind an info toggle. Rows under 10
 * left get the warning style.
 */
export function CouponTable({ kind, coupons, selection, optionsOf, currency, onChange }: CouponTableProps) {
  const { t, i18n } = useTranslation('coupons');
  const labels = LABELS[kind];
  return (
    <table className="coupons-table stack-table">
      <caption className="visually-hidden">{t(labels.caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.quantity')}</th>
          <th scope="col">{t(labels.product)}</th>
          <th scope="col" className="coupons-table__amount">{t(labels.amount)}</th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => {
          const reason = kind === 'ticket' ? reductionReasonOf(coupon) : null;
          const amount = kind === 'value' ? coupon.value_cents ?? coupon.price_cents : coupon.price_cents;
          return (
            <tr key={coupon.id} className={isFewLeft(coupon.available) ? 'coupons-row--warning' : undefined}>
              <CouponQuantityCell coupon={coupon} options={optionsOf(coupon)} value={selection[coupon.id] ?? 0} onChange={(quantity) => onChange(coupon.id, quantity)} />
              <td>
                <p className="coupons-table__title">{coupon.title}</p>
                <SafeHtml html={coupon.description} className="prose" />
                <CouponStockBadge coupon={coupon} />
                {reason && <ReductionReason title={coupon.title} reason={reason} />}
              </td>
              <td className="coupons-table__amount">{formatMoney(amount, { language: i18n.language, currency })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
