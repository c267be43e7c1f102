import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';

interface ShippingChoiceProps {
  selection: boolean | null;
  shippingCents: number;
  currency: string;
  invalid: boolean;
  onChange: (shipped: boolean) => void;
}

/** requirements/cart.md §2.1, requirements/cart.md §4.3: print at home versus shipping, each with title, description and price. */
export function ShippingChoice({ selection, shippingCents, currency, invalid, onChange }: ShippingChoiceProps) {
  const { t, i18n } = useTranslation('cart');
  const options = [
    { value: false, key: 'printAtHome', price: 0 },
    { value: true, key: 'shipping', price: shippingCents },
  ] as const;
  return (
    <fieldset id="cart-shipping" className="cart-panel shipping-choice" aria-invalid={invalid || undefined} aria-describedby={invalid ? 'cart-shipping-error' : undefined}>
      <legend>{t('shippingSelection.legend')}</legend>
      {options.map((option) => (
        <label key={option.key} className="shipping-choice__option">
          <input type="radio" name="shipping-selection" checked={selection === option.value} onChange={() => onChange(option.value)} />
          <span className="shipping-choice__text">
            <strong>{t(`shippingSelection.${option.key}.title`)}</strong>
            <span>{t(`shippingSelection.${option.key}.description`)}</span>
          </span>
          <span className="shipping-choice__price">{formatMoney(option.price, { language: i18n.language, currency })}</span>
        </label>
      ))}
      {invalid && <p id="cart-shipping-error" className="field-error">{t('shippingSelection.error')}</p>}
    </fieldset>
  );
}
