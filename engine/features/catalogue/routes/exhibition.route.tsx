import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useParams, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { CatalogueDetail } from '../components/catalogue-detail.tsx';
import { ProductCalendar } from '../components/product-calendar.tsx';
import { failurePath } from '../lib/failure-path.ts';
import { timeFrameText } from '../lib/time-frame.ts';
import { TicketWidgetSection } from '../../tickets/routes/ticket-widget-section.tsx';
import { RelatedOffers } from './related-offers.tsx';

const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  try {
    await context.queryClient.ensureQueryData(catalogueQueries.exhibition(scopeOf(context), Number(params.id)));
    return null;
  } catch (error) {
    return redirect(failurePath(error, 'exhibition.error'));
  }
};

/**
 * /exhibition/:id (requirements/catalogue.md §2.4 'Exhibitions'): the detail with its running period, its museum (title when
 * catalogue.displayMuseumInfo), ticket widget, product calendar, events and tours.
 */
function ExhibitionPage() {
  const { t } = useTranslation('catalogue');
  const id = Number(useParams().id);
  const scope = useQueryScope();
  const shop = useShop();
  const { displayMuseumInfo, imageLayouts, detailPages } = shop.settings.catalogue;
  const { data: exhibition } = useSuspenseQuery(catalogueQueries.exhibition(scope, id));
  const museumId = exhibition.museum_id ?? 0;
  const museum = useQuery({ ...catalogueQueries.museum(scope, museumId), enabled: displayMuseumInfo && museumId > 0 });
  const runningPeriod = timeFrameText(exhibition.time_frames, shop.timezone);
  return (
    <CatalogueDetail title={exhibition.title} subTitle={exhibition.sub_title} picture={exhibition.picture} description={exhibition.description}
      layout={imageLayouts.details} museum={displayMuseumInfo ? museum.data?.title : undefined}>
      {runningPeriod && <p className="catalogue-detail__period">{t('exhibition.period', { period: runningPeriod })}</p>}
      {exhibition.museum_id != null && <Link to={paths.museum.href(exhibition.museum_id)}>{t('exhibition.museum')}</Link>}
      <TicketWidgetSection filter={{ exhibitionId: id }} size={detailPages.tickets} />
      <ProductCalendar filter={{ by_exhibition_ids: [id] }} moreQuery={{ exhibition_id: id }} />
      <RelatedOffers owner="exhibition" id={id} />
    </CatalogueDetail>
  );
}

export { ExhibitionPage as Component, RouteError as ErrorBoundary, loader };
