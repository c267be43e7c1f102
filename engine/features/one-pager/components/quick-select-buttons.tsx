import { useTranslation } from 'react-i18next';

interface QuickSelectButtonsProps {
  title: string;
  options: number[];
  value: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** requirements/one-pager.md §2.1 'One-pager': up to 4 quantity buttons before the select; the chosen one is pressed. */
export function QuickSelectButtons({ title, options, value, disabled, onChange }: QuickSelectButtonsProps) {
  const { t } = useTranslation('one-pager');
  if (options.length === 0) return null;
  return (
    <div className="quick-select" role="group" aria-label={t('tickets.quickSelect', { title })}>
      {options.map((quantity) => (
        <button key={quantity} type="button" className="quick-select__button" aria-pressed={value === quantity} disabled={disabled}
          onClick={() => onChange(value === quantity ? 0 : quantity)}>
          {quantity}
        </button>
      ))}
    </div>
  );
}
