import { useTranslation } from 'react-i18next';
import { useResetRequest } from '../api/account.mutations.ts';
import { validateResetRequest } from '../lib/account-rules.ts';
import { text } from '../lib/field-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import './account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/** requirements/accounts.md §2.1 state 'request': POST /auth/password; success moves to 'waiting'. */
export function ResetRequestForm({ email, onSent }: { email: string; onSent: () => void }) {
  const { t } = useTranslation('account');
  const request = useResetRequest();
  const form = useAccountForm({
    initial: { email },
    validate: validateResetRequest,
    onSubmit: async (values) => {
      await request.mutateAsync(text(values, 'email'));
      onSent();
    },
  });
  return (
    <form className="account-form" onSubmit={form.submit} noValidate>
      <p>{t('passwordReset.request.text')}</p>
      <FormAlert form={form} fallback={t('passwordReset.resetFailed')} title={t('passwordReset.resetFailed')} />
      <TextField form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={request.isPending}>{t('passwordReset.request.submit')}</BusyButton>
      </div>
    </form>
  );
}
