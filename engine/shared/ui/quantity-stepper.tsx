import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stepQuantity } from './quantity-step.ts';
import './quantity-stepper.css';

interface QuantityStepperProps {
  id?: string;
  /** The select's accessible name ('Anzahl für …'); the buttons say what they do to it. */
  label: string;
  value: number;
  /** The values a visitor may choose, ascending, the current one among them. */
  options: number[];
  /** What an option reads as ('–' for none in the ticket tables). */
  optionText?: (quantity: number) => string;
  disabled?: boolean;
  busy?: boolean;
  className?: string;
  onChange: (quantity: number) => void;
}

/**
 * The design system's quantity control (issue 19): − and + of tap size around the select. The select
 * stays, because the specs allow only the 'available' values (which may have gaps) and a select lets a
 * visitor jump to any of them; the buttons step to the neighbouring allowed value.
 */
export function QuantityStepper({ id, label, value, options, optionText = String, disabled, busy, className, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('common');
  const select = useRef<HTMLSelectElement>(null);
  const lower = stepQuantity(options, value, -1);
  const higher = stepQuantity(options, value, 1);
  const step = (next: number | null, direction: -1 | 1) => {
    if (next === null) return;
    onChange(next);
    // At the end of the range the pressed button is disabled; focus stays on the control instead of falling to the page.
    if (stepQuantity(options, next, direction) === null) select.current?.focus();
  };
  return (
    <span className="quantity-stepper">
      <button type="button" className="quantity-stepper__button" aria-label={t('quantity.decrease', { label })} disabled={disabled || busy || lower === null} onClick={() => step(lower, -1)}>
        <span aria-hidden="true">−</span>
      </button>
      <select ref={select} id={id} className={className} aria-label={label} value={value} disabled={disabled || busy} aria-busy={busy || undefined} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((quantity) => <option key={quantity} value={quantity}>{optionText(quantity)}</option>)}
      </select>
      <button type="button" className="quantity-stepper__button" aria-label={t('quantity.increase', { label })} disabled={disabled || busy || higher === null} onClick={() => step(higher, 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
