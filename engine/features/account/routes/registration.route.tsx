import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useRegistrationAllowed } from '../api/account.queries.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { LEVEL_NORMAL } from '../lib/account-rules.ts';
import '../components/account.css';

/**
 * /user/registration (requirements/accounts.md §2.1): title, login button, the full form; then the confirmation notice.
 * requirements/accounts.md §6.2: without registration allowed, a bookmarked or typed URL lands on the login instead.
 */
function RegistrationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const allowed = useRegistrationAllowed();
  if (!allowed) return <Navigate to={paths.login.href()} replace />;
  return (
    <div className="account-medium">
      <PageHeading>{t('registration.title')}</PageHeading>
      <p className="account-aside">
        {t('registration.haveAccount')} <Link className="button button--ghost" to={paths.login.href()}>{t('registration.login')}</Link>
      </p>
      <CustomerForm level={LEVEL_NORMAL} submitLabel={t('registration.submit')} onRegistered={() => void navigate(paths.confirmation.href())} />
    </div>
  );
}

export { RegistrationPage as Component, RouteError as ErrorBoundary };
