import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { SearchResults } from '../components/search-results.tsx';

/**
 * /search/:q (requirements/catalogue.md §2.5 'Search'): exhibitions, events and tours matching q, each cut at its
 * settings catalogue.search count until the visitor asks for all.
 */
function SearchPage() {
  const { t } = useTranslation('catalogue');
  const q = useParams().q ?? '';
  const scope = useQueryScope();
  const { search, imageLayouts } = useShop().settings.catalogue;
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope, { q }), select: (body) => body.exhibitions });
  const events = useQuery({ ...catalogueQueries.events(scope, { q }), select: (body) => body.events });
  const tours = useQuery({ ...catalogueQueries.tours(scope, { q }), select: (body) => body.tours });
  const layout = imageLayouts.lists;
  return (
    <>
      <PageHeading>{t('search.title', { q })}</PageHeading>
      <SearchResults title={t('search.exhibitions')} query={exhibitions} shown={search.exhibitions} layout={layout}
        empty={t('search.empty', { q })} more={(count) => t('search.more', { count })} hrefOf={(item) => paths.exhibition.href(item.id)} />
      <SearchResults title={t('search.events')} query={events} shown={search.events} layout={layout}
        empty={t('search.emptyEvents', { q })} more={(count) => t('search.moreEvents', { count })} hrefOf={(item) => paths.event.href(item.id)} />
      <SearchResults title={t('search.tours')} query={tours} shown={search.tours} layout={layout}
        empty={t('search.emptyTours', { q })} more={(count) => t('search.moreTours', { count })} hrefOf={(item) => paths.tour.href(item.id)} />
    </>
  );
}

export { SearchPage as Component, RouteError as ErrorBoundary };
