import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolderMethod } from '../lib/slots.ts';
import { FieldMessage } from './field-message.tsx';

interface HolderMethodFieldProps {
  value: HolderMethod;
  onChange: (value: HolderMethod) => void;
  /** requirements/annual-and-vip.md §4: hidden when the buyer already holds another slot of the sale. */
  showCurrentUser: boolean;
  buyerName: string;
  error: string | null;
  /** Counts failed saves, so a repeated holder_taken moves focus again. */
  attempt: number;
}

/** Who holds the ticket: the buyer ('currentUser') or another person ('newUser'). */
export function HolderMethodField({ value, onChange, showCurrentUser, buyerName, error, attempt }: HolderMethodFieldProps) {
  const { t } = useTranslation('annual');
  const id = useId();
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (error) ref.current?.querySelector('input')?.focus();
  }, [error, attempt]);
  const methods: HolderMethod[] = showCurrentUser ? ['currentUser', 'newUser'] : ['newUser'];
  return (
    <fieldset ref={ref} className="annual-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('detail.holder')}</legend>
      {methods.map((method) => (
        <label key={method} className="annual-radio">
          <input
            type="radio"
            name="holder"
            value={method}
            checked={value === method}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(method)}
          />
          {method === 'currentUser' ? t('detail.currentUser', { name: buyerName }) : t('detail.newUser')}
        </label>
      ))}
      <FieldMessage id={`${id}-error`} text={error} />
    </fieldset>
  );
}
