import { useTranslation } from 'react-i18next';
import type { FieldError } from '../hooks/use-account-form.ts';

/** A field's message: client rules by key (requirements/accounts.md §8.1), server messages verbatim (requirements/accounts.md §5.1). */
export function FieldErrorText({ id, error, label }: { id: string; error: FieldError; label: string }) {
  const { t } = useTranslation('account');
  if (!error) return null;
  const text = 'text' in error ? error.text : t([`fieldErrors.${error.key}`, 'fieldErrors.fieldRequire'], { field: label });
  return (
    <p className="account-field__error" id={id}>
      {text}
    </p>
  );
}
