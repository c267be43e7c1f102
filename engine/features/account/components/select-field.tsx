import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from './field-error-text.tsx';
import type { AccountForm } from '../hooks/use-account-form.ts';

interface SelectFieldProps {
  form: AccountForm;
  name: string;
  label: string;
  options: readonly { id: number | string; name: string }[];
  required?: boolean;
  /** Without it there is no empty 'please choose' entry. */
  placeholder?: boolean;
}

export function SelectField({ form, name, label, options, required, placeholder = true }: SelectFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const error = form.errorOf(name);
  const value = form.values[name];
  return (
    <div className="account-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        value={typeof value === 'string' ? value : ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.touch(name)}
      >
        {placeholder && <option value="">{t('fields.choose')}</option>}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldErrorText id={`${id}-error`} error={error} label={label} />
    </div>
  );
}
