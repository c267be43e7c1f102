import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorBanner } from './error-banner.tsx';
import { PageHeading } from './page-heading.tsx';

/**
 * ErrorBoundary of route modules: a thrown 404 Response is 'Page not found' (requirements/settings.md §8.1),
 * anything else the generic error banner. Renders inside the frame's main element.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <PageHeading>{t('notFound.title')}</PageHeading>
        <p>{t('notFound.text')}</p>
      </>
    );
  }
  return <ErrorBanner error={isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error} />;
}
