import { useTranslation } from 'react-i18next';
import type { CardInput, PaymentErrorCode } from '../lib/card-checks.ts';
import { PaymentField } from './payment-field.tsx';

interface CardFieldsProps {
  value: CardInput;
  errors: Record<string, PaymentErrorCode>;
  onChange: (value: CardInput) => void;
}

/** Card number, expiry, CVC and holder, with the browser's payment autofill hints. */
export function CardFields({ value, errors, onChange }: CardFieldsProps) {
  const { t } = useTranslation('payment');
  const set = (field: keyof CardInput) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <>
      <PaymentField id="pay-card_number" label={t('card.number')} value={value.card_number} onChange={set('card_number')} error={errors.card_number} inputMode="numeric" autoComplete="cc-number" />
      <div className="payment-form__row">
        <PaymentField id="pay-card_exp_month" label={t('card.expMonth')} value={value.card_exp_month} onChange={set('card_exp_month')} error={errors.card_exp} inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" maxLength={2} />
        <PaymentField id="pay-card_exp_year" label={t('card.expYear')} value={value.card_exp_year} onChange={set('card_exp_year')} inputMode="numeric" autoComplete="cc-exp-year" placeholder="YYYY" maxLength={4} />
        <PaymentField id="pay-card_cvc" label={t('card.cvc')} value={value.card_cvc} onChange={set('card_cvc')} error={errors.card_cvc} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
      </div>
      <PaymentField id="pay-card_holder" label={t('card.holder')} value={value.card_holder} onChange={set('card_holder')} error={errors.card_holder} autoComplete="cc-name" />
    </>
  );
}
