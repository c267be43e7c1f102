import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantitySelect } from '../../tickets/components/quantity-select.tsx';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import type { Merchandise } from '../api/merchandise.api.ts';
import { MerchandiseAmountsList } from '../components/merchandise-amounts-list.tsx';
import { StockBadge } from '../components/stock-badge.tsx';
import { merchandiseQuantityOptions } from '../lib/quantity-options.ts';

interface MerchandisePurchaseProps {
  merchandise: Merchandise;
  /** settings cart.merchandise.maxQuantity */
  maxQuantity: number;
  currency: string;
  onAdd: (quantity: number, options: number[]) => void;
}

/** requirements/products-and-merchandise.md §2 / requirements/products-and-merchandise.md §5: quantity (must be > 0), the amounts and add to cart. */
export function MerchandisePurchase({ merchandise, maxQuantity, currency, onAdd }: MerchandisePurchaseProps) {
  const { t } = useTranslation('merchandise');
  const [quantity, setQuantity] = useState(0);
  const [missing, setMissing] = useState(false);
  const options = merchandiseQuantityOptions(maxQuantity, merchandise.available);
  const soldOut = options.length <= 1;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (quantity <= 0) return setMissing(true);
    onAdd(quantity, options);
  };
  return (
    <form className="goods-purchase" aria-labelledby="merchandise-purchase-heading" onSubmit={submit} noValidate>
      <h2 id="merchandise-purchase-heading" className="goods-purchase__heading">{t('detail.heading')}</h2>
      <StockBadge available={merchandise.available} />
      <div className="goods-field">
        <label htmlFor="merchandise-quantity">{t('detail.quantity')}</label>
        <QuantitySelect id="merchandise-quantity" label={t('detail.quantity')} value={quantity} available={options} disabled={soldOut}
          onChange={(next) => { setQuantity(next); setMissing(false); }} />
      </div>
      <MerchandiseAmountsList merchandise={merchandise} quantity={quantity} currency={currency} />
      {missing && <SelectionAlert message={t('detail.noQuantity')} />}
      <button type="submit" className="button" disabled={soldOut}>{t('detail.add')}</button>
    </form>
  );
}
