import { useTranslation } from 'react-i18next';
import type { AccountForm } from '../hooks/use-account-form.ts';

/**
 * The form-level alert after a failed submit (requirements/accounts.md §5.1, requirements/accounts.md §8.1): the server's message when it
 * names no field, else 'Please correct the errors below.'; `fallback` covers network failures.
 */
export function FormAlert({ form, fallback, override }: { form: AccountForm; fallback: string; override?: string }) {
  const { t } = useTranslation('account');
  if (!form.failure) return null;
  const text = form.failure.fields ? t('fieldErrors.globalErrors') : override ?? form.failure.message ?? fallback;
  return (
    <div className="account-alert account-alert--error" role="alert" tabIndex={-1}>
      {text}
    </div>
  );
}
