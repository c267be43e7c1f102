import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useRegistrationAllowed } from '../api/account.queries.ts';
import { LoginForm } from '../components/login-form.tsx';
import { safeRedirect } from '../lib/redirect-target.ts';
import '../components/account.css';

/**
 * /user/login?redirectState&orderToken&ticketSaleId&personalizationId&id (requirements/accounts.md §2.1). Success goes
 * to redirectState, else back to the annual personalisation of orderToken, else the account.
 */
function LoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderToken = params.get('orderToken');
  const fallback = orderToken ? paths.annualPersonalization.href(orderToken) : paths.account.href();
  const target = safeRedirect(params.get('redirectState'), fallback);
  const registration = useRegistrationAllowed();
  return (
    <div className="account-narrow">
      <PageHeading>{t('login.title')}</PageHeading>
      <p>{t('login.desc.text')}</p>
      <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
      {registration && (
        <p className="account-aside">
          {t('login.noAccount')} <Link to={paths.registration.href()}>{t('login.register')}</Link>
        </p>
      )}
    </div>
  );
}

export { LoginPage as Component, RouteError as ErrorBoundary };
