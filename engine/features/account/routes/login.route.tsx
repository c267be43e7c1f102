import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';

/** The header links here; the form comes with the accounts issue, so the page says it is unavailable. */
function LoginPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeading>{t('login.title')}</PageHeading>
      <EmptyState>{t('login.text')}</EmptyState>
    </>
  );
}

export { LoginPage as Component, RouteError as ErrorBoundary };
