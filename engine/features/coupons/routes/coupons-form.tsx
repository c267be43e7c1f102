import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import type { Coupon } from '../api/coupons.api.ts';
import { CouponsInfoText } from '../components/coupons-info-text.tsx';
import { selectedCoupons, splitByKind, type CouponSelection } from '../lib/coupon-selection.ts';
import { useAddCoupons } from '../hooks/use-add-coupons.ts';
import { CouponTable } from './coupon-table.tsx';

interface CouponsFormProps {
  coupons: Coupon[];
  optionsOf: (coupon: Coupon) => number[];
  currency: string;
}

/** Both coupon tables in one form; requirements/products-and-merchandise.md §5: an all-zero selection is an error (focus on the alert). */
export function CouponsForm({ coupons, optionsOf, currency }: CouponsFormProps) {
  const { t } = useTranslation('coupons');
  const [selection, setSelection] = useState<CouponSelection>({});
  const [empty, setEmpty] = useState(false);
  const add = useAddCoupons(optionsOf);
  const { value, ticket } = splitByKind(coupons);
  const change = (id: number, quantity: number) => {
    setSelection((current) => ({ ...current, [id]: quantity }));
    setEmpty(false);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const selected = selectedCoupons(coupons, selection);
    if (!selected.length) return setEmpty(true);
    add(selected);
  };
  const tableProps = { selection, optionsOf, currency, onChange: change };
  return (
    <form onSubmit={submit} noValidate>
      {value.length > 0 && (
        <section className="coupons-section" aria-labelledby="coupons-value-heading">
          <h2 id="coupons-value-heading" className="coupons-section__heading">{t('value.heading')}</h2>
          <CouponsInfoText textKey="page.valueInfo" />
          <CouponTable kind="value" coupons={value} {...tableProps} />
        </section>
      )}
      {ticket.length > 0 && (
        <section className="coupons-section" aria-labelledby="coupons-ticket-heading">
          <h2 id="coupons-ticket-heading" className="coupons-section__heading">{t('tickets.heading')}</h2>
          <CouponsInfoText textKey="page.ticketInfo" />
          <CouponTable kind="ticket" coupons={ticket} {...tableProps} />
        </section>
      )}
      {empty && <SelectionAlert message={t('page.noSelection')} />}
      <div className="coupons-footer">
        <button type="submit" className="button">{t('page.add')}</button>
      </div>
    </form>
  );
}
