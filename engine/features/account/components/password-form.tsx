import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useAccountUpdate } from '../api/account.mutations.ts';
import { validatePasswordChange } from '../lib/account-rules.ts';
import { FormAlert } from './form-alert.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import './account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** requirements/accounts.md §5.4 password change: PUT /auth with current_password, sent only when valid. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const update = useAccountUpdate();
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const form = useAccountForm({
    initial: EMPTY,
    validate: validatePasswordChange,
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      form.reset(EMPTY);
      setSaved(true);
    },
  });
  return (
    <form className="account-form account-card" onSubmit={form.submit} onChange={() => setSaved(false)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.password')}</h2>
      <FormAlert form={form} fallback={t('passwordReset.updateFailed')} title={t('passwordReset.updateFailed')} />
      {saved && <p className="account-alert account-alert--success" role="status">{t('profile.passwordSaved')}</p>}
      <TextField form={form} name="current_password" type="password" label={t('fields.currentPassword')} autoComplete="current-password" required />
      <TextField form={form} name="password" type="password" label={t('fields.newPassword')} autoComplete="new-password" required />
      <TextField form={form} name="password_confirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={update.isPending}>{t('form.save')}</BusyButton>
        <Link to={paths.account.href()}>{t('form.cancel')}</Link>
      </div>
    </form>
  );
}
