import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { Merchandise } from '../api/merchandise.api.ts';
import { merchandiseAmounts } from '../lib/merchandise-amounts.ts';
import './merchandise.css';

interface MerchandiseAmountsListProps {
  merchandise: Merchandise;
  quantity: number;
  currency: string;
}

/**
 * requirements/products-and-merchandise.md §2.1 'Merchandise': price, line total, total and the VAT, with the discount of
 * requirements/products-and-merchandise.md §9 between line total (list price) and total (what the cart charges). A live region,
 * so a changed quantity is announced.
 */
export function MerchandiseAmountsList({ merchandise, quantity, currency }: MerchandiseAmountsListProps) {
  const { t, i18n } = useTranslation('merchandise');
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  const amounts = merchandiseAmounts(merchandise, quantity);
  const discounted = merchandise.discount > 0;
  return (
    <dl className="goods-amounts" aria-live="polite">
      <dt>{t('detail.price')}</dt>
      <dd>
        {discounted && <span className="goods-amounts__was">{money(amounts.unitCents)}</span>}
        {money(amounts.discountedUnitCents)}
      </dd>
      <dt>{t('detail.lineTotal')}</dt>
      <dd>{money(amounts.lineCents)}</dd>
      {discounted && (
        <>
          <dt>{t('detail.discount')}</dt>
          <dd>{t('detail.discountValue', { percent: merchandise.discount })}</dd>
        </>
      )}
      <dt className="goods-amounts__total">{t('detail.total')}</dt>
      <dd className="goods-amounts__total">{money(amounts.totalCents)}</dd>
      <dt>{t(merchandise.tax_included ? 'detail.vatIncluded' : 'detail.vatAdded', { percent: merchandise.vat_pct })}</dt>
      <dd>{money(amounts.vatCents)}</dd>
    </dl>
  );
}
