import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useParams, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CatalogueDetail } from '../components/catalogue-detail.tsx';
import { failurePath } from '../lib/failure-path.ts';
import { TicketWidgetSection } from '../../tickets/routes/ticket-widget-section.tsx';

const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  try {
    await context.queryClient.ensureQueryData(catalogueQueries.exhibition(scopeOf(context), Number(params.id)));
    return null;
  } catch (error) {
    return redirect(failurePath(error, 'exhibition.error'));
  }
};

/** /exhibition/:id: title, sub_title, picture and description, with a link to its museum. */
function ExhibitionPage() {
  const { t } = useTranslation('catalogue');
  const id = Number(useParams().id);
  const { data: exhibition } = useSuspenseQuery(catalogueQueries.exhibition(useQueryScope(), id));
  return (
    <CatalogueDetail title={exhibition.title} subTitle={exhibition.sub_title} picture={exhibition.picture} description={exhibition.description}>
      {exhibition.museum_id != null && <Link to={paths.museum.href(exhibition.museum_id)}>{t('exhibition.museum')}</Link>}
      <TicketWidgetSection filter={{ exhibitionId: id }} />
    </CatalogueDetail>
  );
}

export { ExhibitionPage as Component, RouteError as ErrorBoundary, loader };
