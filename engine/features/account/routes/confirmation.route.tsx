import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import '../components/account.css';

/** /user/confirmation (requirements/accounts.md §2.1): after registration, 'check your e-mail'. */
function ConfirmationPage() {
  const { t } = useTranslation('account');
  return (
    <div className="account-narrow">
      <PageHeading>{t('confirmation.title')}</PageHeading>
      <p className="account-alert account-alert--success">{t('confirmation.text')}</p>
    </div>
  );
}

export { ConfirmationPage as Component, RouteError as ErrorBoundary };
