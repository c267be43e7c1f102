import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/account.mutations.ts';
import { validateReset } from '../lib/account-rules.ts';
import { FormAlert } from './form-alert.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import './account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/** requirements/accounts.md §2.1 state 'reset': PUT /auth/password with the token from the e-mail link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const reset = useResetPassword();
  const form = useAccountForm({
    initial: { password: '', password_confirmation: '' },
    validate: validateReset,
    onSubmit: async (values) => {
      await reset.mutateAsync({ reset_password_token: token, password: String(values.password), password_confirmation: String(values.password_confirmation) });
      onDone();
    },
  });
  return (
    <form className="account-form" onSubmit={form.submit} noValidate>
      <p>{t('passwordReset.reset.text')}</p>
      <FormAlert form={form} fallback={t('passwordReset.updateFailed')} title={t('passwordReset.updateFailed')} />
      <TextField form={form} name="password" type="password" label={t('fields.newPassword')} autoComplete="new-password" required />
      <TextField form={form} name="password_confirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={reset.isPending}>{t('passwordReset.reset.submit')}</BusyButton>
      </div>
    </form>
  );
}
