import { useTranslation } from 'react-i18next';
import type { PaymentErrorCode, SepaInput } from '../lib/card-checks.ts';
import { PaymentField } from './payment-field.tsx';

interface SepaFieldsProps {
  value: SepaInput;
  errors: Record<string, PaymentErrorCode>;
  onChange: (value: SepaInput) => void;
}

/** requirements/payment.md §2.1 direct debit: IBAN, BIC and account holder. */
export function SepaFields({ value, errors, onChange }: SepaFieldsProps) {
  const { t } = useTranslation('payment');
  const set = (field: keyof SepaInput) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <>
      <PaymentField id="pay-iban" label={t('sepa.iban')} value={value.iban} onChange={set('iban')} error={errors.iban} autoComplete="off" spellCheck={false} />
      <PaymentField id="pay-bic" label={t('sepa.bic')} value={value.bic} onChange={set('bic')} error={errors.bic} autoComplete="off" spellCheck={false} />
      <PaymentField id="pay-accountholder" label={t('sepa.holder')} value={value.accountholder} onChange={set('accountholder')} error={errors.accountholder} autoComplete="name" />
    </>
  );
}
