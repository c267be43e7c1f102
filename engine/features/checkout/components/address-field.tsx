import type { InputHTMLAttributes } from 'react';

interface AddressFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text input whose error is tied to it with aria-describedby. */
export function AddressField({ id, label, error, ...input }: AddressFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}
