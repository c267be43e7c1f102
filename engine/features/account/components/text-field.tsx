import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import { FieldErrorText } from './field-error-text.tsx';
import type { AccountForm } from '../hooks/use-account-form.ts';

interface TextFieldProps {
  form: AccountForm;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'number';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  placeholder?: string;
}

/** Labelled input whose error is announced through aria-describedby and aria-invalid. */
export function TextField({ form, name, label, type = 'text', autoComplete, required, placeholder }: TextFieldProps) {
  const id = useId();
  const error = form.errorOf(name);
  const value = form.values[name];
  return (
    <div className="account-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={typeof value === 'string' ? value : ''}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.touch(name)}
      />
      <FieldErrorText id={`${id}-error`} error={error} label={label} />
    </div>
  );
}
