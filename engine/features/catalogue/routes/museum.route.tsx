import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect, useParams, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CardList } from '../components/card-list.tsx';
import { CatalogueDetail } from '../components/catalogue-detail.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { failurePath } from '../lib/failure-path.ts';
import { TicketWidgetSection } from '../../tickets/routes/ticket-widget-section.tsx';

const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  try {
    await context.queryClient.ensureQueryData(catalogueQueries.museum(scopeOf(context), Number(params.id)));
    return null;
  } catch (error) {
    return redirect(failurePath(error, 'museum.error'));
  }
};

/** /museum/:id: the museum and its exhibitions. */
function MuseumPage() {
  const { t } = useTranslation('catalogue');
  const id = Number(useParams().id);
  const scope = useQueryScope();
  const { data: museum } = useSuspenseQuery(catalogueQueries.museum(scope, id));
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope, { by_museum_ids: [id] }), select: (body) => body.exhibitions });
  return (
    <CatalogueDetail title={museum.title} subTitle={museum.sub_title} picture={museum.picture} description={museum.description}>
      <h2>{t('museum.exhibitions')}</h2>
      <CardList query={exhibitions} empty={t('exhibitions.empty')}>
        {(exhibition) => <ProductCard href={paths.exhibition.href(exhibition.id)} title={exhibition.title} subTitle={exhibition.sub_title} picture={exhibition.picture} />}
      </CardList>
      <TicketWidgetSection filter={{ museumId: id }} />
    </CatalogueDetail>
  );
}

export { MuseumPage as Component, RouteError as ErrorBoundary, loader };
