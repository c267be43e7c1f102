import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect, useParams, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { CatalogueDetail } from '../components/catalogue-detail.tsx';
import { CatalogueSection } from '../components/catalogue-section.tsx';
import { ProductCalendar } from '../components/product-calendar.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { failurePath } from '../lib/failure-path.ts';
import { TicketWidgetSection } from '../../tickets/routes/ticket-widget-section.tsx';
import { RelatedOffers } from './related-offers.tsx';

const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  try {
    await context.queryClient.ensureQueryData(catalogueQueries.museum(scopeOf(context), Number(params.id)));
    return null;
  } catch (error) {
    return redirect(failurePath(error, 'museum.error'));
  }
};

/**
 * /museum/:id (requirements/catalogue.md §2.3 'Museums'): description, exhibitions cut at
 * catalogue.detailPages.museumExhibitions, ticket widget, product calendar, events and tours.
 */
function MuseumPage() {
  const { t } = useTranslation('catalogue');
  const id = Number(useParams().id);
  const scope = useQueryScope();
  const { detailPages, imageLayouts } = useShop().settings.catalogue;
  const { data: museum } = useSuspenseQuery(catalogueQueries.museum(scope, id));
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope, { by_museum_ids: [id] }), select: (body) => body.exhibitions, enabled: detailPages.museumExhibitions > 0 });
  return (
    <CatalogueDetail title={museum.title} subTitle={museum.sub_title} picture={museum.picture} description={museum.description} layout={imageLayouts.details}>
      {detailPages.museumExhibitions > 0 && (
        <CatalogueSection title={t('museum.exhibitions')} query={exhibitions} empty={t('exhibitions.empty')} limit={detailPages.museumExhibitions}
          more={{ href: paths.exhibitions.href(id), label: t('museum.allExhibitions') }}>
          {(exhibition) => <ProductCard href={paths.exhibition.href(exhibition.id)} title={exhibition.title} subTitle={exhibition.sub_title} picture={exhibition.picture} layout={imageLayouts.details} />}
        </CatalogueSection>
      )}
      <TicketWidgetSection filter={{ museumId: id }} />
      <ProductCalendar filter={{ by_museum_ids: [id] }} moreQuery={{ museum_id: id }} />
      <RelatedOffers owner="museum" id={id} />
    </CatalogueDetail>
  );
}

export { MuseumPage as Component, RouteError as ErrorBoundary, loader };
