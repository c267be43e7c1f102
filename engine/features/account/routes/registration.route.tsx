import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';

/** The header links here; the form comes with the accounts issue, so the page says it is unavailable. */
function RegistrationPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeading>{t('registration.title')}</PageHeading>
      <EmptyState>{t('registration.text')}</EmptyState>
    </>
  );
}

export { RegistrationPage as Component, RouteError as ErrorBoundary };
