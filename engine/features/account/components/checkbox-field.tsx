import { useId, type ReactNode } from 'react';
import { FieldErrorText } from './field-error-text.tsx';
import type { AccountForm } from '../hooks/use-account-form.ts';

interface CheckboxFieldProps {
  form: AccountForm;
  name: string;
  /** Plain text for error messages; `children` may carry sanitised HTML. */
  label: string;
  children?: ReactNode;
}

export function CheckboxField({ form, name, label, children }: CheckboxFieldProps) {
  const id = useId();
  const error = form.errorOf(name);
  return (
    <div className="account-field account-field--check">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={form.values[name] === true}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          form.set(name, event.target.checked);
          form.touch(name);
        }}
      />
      <label htmlFor={id}>{children ?? label}</label>
      <FieldErrorText id={`${id}-error`} error={error} label={label} />
    </div>
  );
}
