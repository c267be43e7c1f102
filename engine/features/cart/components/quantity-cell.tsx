import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectOptions } from '../lib/quantity-options.ts';

interface QuantityCellProps {
  name: string;
  value: number;
  available: number[];
  /** Tours and events with per-price quantities are read-only (requirements/cart.md §2.1). */
  readOnly?: boolean;
  busy?: boolean;
  onChange: (quantity: number) => void;
}

/** The row's quantity: a labelled select over 'available', or the fixed number. */
export function QuantityCell({ name, value, available, readOnly, busy, onChange }: QuantityCellProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  if (readOnly) return <span className="cart-quantity cart-quantity--fixed">{value}</span>;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>{t('table.quantityLabel', { name })}</label>
      <select id={id} className="cart-quantity" value={value} disabled={busy} aria-busy={busy} onChange={(event) => onChange(Number(event.target.value))}>
        {selectOptions(available, value).map((quantity) => <option key={quantity} value={quantity}>{quantity}</option>)}
      </select>
    </>
  );
}
