import { useTranslation } from 'react-i18next';

interface QuantitySelectProps {
  id: string;
  label: string;
  value: number;
  available: number[];
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** requirements/tickets.md §5: quantity selects offer only the 'available' list; '–' stands for none when 0 is not in it. */
export function QuantitySelect({ id, label, value, available, disabled, onChange }: QuantitySelectProps) {
  const { t } = useTranslation('tickets');
  const options = available.includes(value) ? available : [value, ...available].sort((a, b) => a - b);
  return (
    <select id={id} className="quantity-select" aria-label={label} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
      {!options.includes(0) && <option value={0}>{t('table.none')}</option>}
      {options.map((quantity) => (
        <option key={quantity} value={quantity}>{quantity}</option>
      ))}
    </select>
  );
}
