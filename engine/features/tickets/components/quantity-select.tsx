import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';

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
  const listed = available.includes(value) ? available : [value, ...available].sort((a, b) => a - b);
  const options = listed.includes(0) ? listed : [0, ...listed];
  const noneText = listed.includes(0) ? String : (quantity: number) => (quantity === 0 ? t('table.none') : String(quantity));
  return <QuantityStepper id={id} className="quantity-select" label={label} value={value} options={options} optionText={noneText} disabled={disabled} onChange={onChange} />;
}
