import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';
import '../components/account.css';

/**
 * /user/password-reset?email&reset_password_token (requirements/accounts.md §2.1, requirements/accounts.md §4.1): 'request' → 'waiting' once
 * the e-mail went out; 'reset' when the link's token is in the URL; success → password-success.
 */
function PasswordResetPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('reset_password_token') ?? params.get('new_password') ?? '';
  const [waiting, setWaiting] = useState(false);
  return (
    <div className="account-narrow">
      <PageHeading>{t('passwordReset.title')}</PageHeading>
      {token ? (
        <ResetPasswordForm token={token} onDone={() => void navigate(paths.passwordSuccess.href(), { replace: true })} />
      ) : waiting ? (
        <p className="account-alert account-alert--success" role="status">{t('passwordReset.waiting.text')}</p>
      ) : (
        <ResetRequestForm email={params.get('email') ?? ''} onSent={() => setWaiting(true)} />
      )}
    </div>
  );
}

export { PasswordResetPage as Component, RouteError as ErrorBoundary };
