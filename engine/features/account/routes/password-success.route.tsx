import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import '../components/account.css';

/** /user/password-success (requirements/accounts.md §2.1): a success alert with a title and a text. */
function PasswordSuccessPage() {
  const { t } = useTranslation('account');
  return (
    <div className="account-narrow">
      <PageHeading>{t('passwordSuccess.title')}</PageHeading>
      <p className="account-alert account-alert--success" role="status">{t('passwordSuccess.text')}</p>
      <p><Link className="button" to={paths.login.href()}>{t('login.submit')}</Link></p>
    </div>
  );
}

export { PasswordSuccessPage as Component, RouteError as ErrorBoundary };
