import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import type { Customer } from '../api/account.api.ts';
import { useSignIn } from '../api/account.mutations.ts';
import { validateLogin } from '../lib/account-rules.ts';
import { text } from '../lib/field-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import './account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/**
 * E-mail and password (requirements/accounts.md §5.3). A failed login shows user.login.desc.failed, whatever the
 * server said (requirements/accounts.md §8.1: one message, no user enumeration). Calls POST /auth/sign_in.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (customer: Customer) => void }) {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const form = useAccountForm({
    initial: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: async (values) => onSignedIn(await signIn.mutateAsync({ email: text(values, 'email'), password: String(values.password) })),
  });
  return (
    <form className="account-form" onSubmit={form.submit} noValidate>
      <FormAlert form={form} fallback={t('login.desc.failed')} override={t('login.desc.failed')} />
      <TextField form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
      <TextField form={form} name="password" type="password" label={t('fields.password')} autoComplete="current-password" required />
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={signIn.isPending}>
          {t('login.submit')}
        </BusyButton>
        <Link to={paths.passwordReset.href({ email: text(form.values, 'email') || undefined })}>{t('login.forgot')}</Link>
      </div>
    </form>
  );
}
