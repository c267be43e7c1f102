import { useTranslation } from 'react-i18next';
import { Outlet, redirect, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { annualQueries } from '../api/annual.queries.ts';
import { loadFailureNamespace } from '../lib/save-outcome.ts';
import '../components/annual.css';

/** Contract 'Engine routes': 404 and 422 → the error page with their namespace, anything else → maintenance. */
const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  try {
    await context.queryClient.ensureQueryData(annualQueries.order(scopeOf(context), params.token ?? ''));
    return null;
  } catch (error) {
    const namespace = loadFailureNamespace(error);
    return redirect(namespace ? paths.page.href('error', namespace) : paths.maintenance.href());
  }
};

/**
 * /annual/personalisation/:token (spec browsing 'Annual ticket personalisation'): the abstract
 * state that loads the order by its token; list and detail render inside.
 * Calls: GET /annual/order?token.
 */
function AnnualPersonalization() {
  const { t } = useTranslation('annual');
  return (
    <div className="annual">
      <PageHeading>{t('title')}</PageHeading>
      <Outlet />
    </div>
  );
}

export { AnnualPersonalization as Component, RouteError as ErrorBoundary, loader };
