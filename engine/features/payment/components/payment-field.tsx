import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentErrorCode } from '../lib/card-checks.ts';

interface PaymentFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: PaymentErrorCode;
}

/** A labelled input showing its provider error as payment.sandbox.error.<code>. */
export function PaymentField({ id, label, error, ...input }: PaymentFieldProps) {
  const { t } = useTranslation('payment');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && <p id={`${id}-error`} className="field-error">{t(`sandbox.error.${error}`)}</p>}
    </div>
  );
}
