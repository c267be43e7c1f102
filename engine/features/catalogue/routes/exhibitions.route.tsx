import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CardList } from '../components/card-list.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { museumTitleOf } from '../lib/museum-title.ts';

/** /exhibitions?museum_id: all exhibitions, optionally of one museum. */
function ExhibitionsPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const museumId = Number(params.get('museum_id')) || undefined;
  const scope = useQueryScope();
  const { imageLayouts, displayMuseumInfo } = useShop().settings.catalogue;
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope, museumId ? { by_museum_ids: [museumId] } : {}), select: (body) => body.exhibitions });
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums, enabled: displayMuseumInfo });
  return (
    <>
      <PageHeading>{t('exhibitions.title')}</PageHeading>
      <CardList query={exhibitions} empty={t('exhibitions.empty')}>
        {(exhibition) => (
          <ProductCard href={paths.exhibition.href(exhibition.id)} title={exhibition.title} subTitle={exhibition.sub_title} category={exhibition.category?.name} picture={exhibition.picture}
            layout={imageLayouts.lists} museum={museumTitleOf(museums.data, exhibition.museum_id, displayMuseumInfo)} level={2} />
        )}
      </CardList>
    </>
  );
}

export { ExhibitionsPage as Component, RouteError as ErrorBoundary };
