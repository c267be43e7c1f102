import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { SearchResults } from '../components/search-results.tsx';
import { searchScope } from '../lib/search-scope.ts';

/**
 * /search/:q?initializeScope (requirements/catalogue.md §2.5 'Search'): exhibitions (their count, then 'more'), events and
 * tours (their count, no 'more' — the spec gives the link to exhibitions only) matching q. initializeScope opens the
 * page on one kind with all its results.
 */
function SearchPage() {
  const { t } = useTranslation('catalogue');
  const q = useParams().q ?? '';
  const scope = searchScope(useSearchParams()[0].get('initializeScope'));
  const queryScope = useQueryScope();
  const { search, imageLayouts } = useShop().settings.catalogue;
  const shows = (kind: 'exhibitions' | 'events' | 'tours') => scope === null || scope === kind;
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(queryScope, { q }), select: (body) => body.exhibitions, enabled: shows('exhibitions') });
  const events = useQuery({ ...catalogueQueries.events(queryScope, { q }), select: (body) => body.events, enabled: shows('events') });
  const tours = useQuery({ ...catalogueQueries.tours(queryScope, { q }), select: (body) => body.tours, enabled: shows('tours') });
  const layout = imageLayouts.lists;
  const shown = (count: number) => (scope === null ? count : Infinity);
  return (
    <>
      <PageHeading>{t('search.title', { q })}</PageHeading>
      {shows('exhibitions') && (
        <SearchResults title={t('search.exhibitions')} query={exhibitions} shown={shown(search.exhibitions)} layout={layout}
          empty={t('search.empty', { q })} more={(count) => t('search.more', { count })} hrefOf={(item) => paths.exhibition.href(item.id)} />
      )}
      {shows('events') && (
        <SearchResults title={t('search.events')} query={events} shown={shown(search.events)} layout={layout}
          empty={t('search.emptyEvents', { q })} hrefOf={(item) => paths.event.href(item.id)} />
      )}
      {shows('tours') && (
        <SearchResults title={t('search.tours')} query={tours} shown={shown(search.tours)} layout={layout}
          empty={t('search.emptyTours', { q })} hrefOf={(item) => paths.tour.href(item.id)} />
      )}
    </>
  );
}

export { SearchPage as Component, RouteError as ErrorBoundary };
