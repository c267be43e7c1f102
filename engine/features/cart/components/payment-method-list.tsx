import { useTranslation } from 'react-i18next';
import type { OfferedMethod } from '../lib/payment-methods.ts';

interface PaymentMethodListProps {
  methods: OfferedMethod[];
  selected?: OfferedMethod;
  onSelect: (method: OfferedMethod) => void;
}

/** requirements/payment.md §2.2 payment method radios with provider icons (drawn as labelled badges, no image requests). */
export function PaymentMethodList({ methods, selected, onSelect }: PaymentMethodListProps) {
  const { t } = useTranslation('cart');
  if (methods.length === 0) return null;
  return (
    <fieldset className="cart-panel payment-methods">
      <legend>{t('payment.legend')}</legend>
      {methods.map((entry) => (
        <label key={entry.method} className="payment-methods__option">
          <input type="radio" name="payment-method" checked={selected?.method === entry.method} onChange={() => onSelect(entry)} />
          <span>{entry.name ?? t(`payment.methods.${entry.method}`)}</span>
          <span className="payment-methods__icons" aria-hidden="true">
            {entry.icons.map((icon) => <span key={icon} className={`payment-icon payment-icon--${icon}`}>{t(`payment.icons.${icon}`)}</span>)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
