import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';
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

/** The row's quantity: a stepper over 'available', or the fixed number. */
export function QuantityCell({ name, value, available, readOnly, busy, onChange }: QuantityCellProps) {
  const { t } = useTranslation('cart');
  if (readOnly) return <span className="cart-quantity cart-quantity--fixed">{value}</span>;
  return <QuantityStepper className="cart-quantity" label={t('table.quantityLabel', { name })} value={value} options={selectOptions(available, value)} busy={busy} onChange={onChange} />;
}
