import { useTranslation } from 'react-i18next';
import type { AccountForm } from '../hooks/use-account-form.ts';

interface FormAlertProps {
  form: AccountForm;
  fallback: string;
  override?: string;
  /**
   * Password reset and update (requirements/accounts.md §2.1 'error alerts carry the resetFailed or updateFailed text and
   * globalErrors'): the failure's own text leads, the reason (globalErrors or the server's message) follows.
   */
  title?: string;
}

/**
 * The form-level alert after a failed submit (requirements/accounts.md §5.1, requirements/accounts.md §8.1): the server's message when it
 * names no field, else 'Please correct the errors below.'; `fallback` covers network failures.
 */
export function FormAlert({ form, fallback, override, title }: FormAlertProps) {
  const { t } = useTranslation('account');
  if (!form.failure) return null;
  const reason = form.failure.fields ? t('fieldErrors.globalErrors') : override ?? form.failure.message;
  return (
    <div className="account-alert account-alert--error" role="alert" tabIndex={-1}>
      {title ? <><strong className="account-alert__title">{title}</strong>{reason && reason !== title && <> {reason}</>}</> : reason ?? fallback}
    </div>
  );
}
