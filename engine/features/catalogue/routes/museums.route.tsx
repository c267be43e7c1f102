import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CardList } from '../components/card-list.tsx';
import { ProductCard } from '../components/product-card.tsx';

/** /museums: every museum of the shop. */
function MuseumsPage() {
  const { t } = useTranslation('catalogue');
  const layout = useShop().settings.catalogue.imageLayouts.lists;
  const museums = useQuery({ ...catalogueQueries.museums(useQueryScope()), select: (body) => body.museums });
  return (
    <>
      <PageHeading>{t('museums.title')}</PageHeading>
      <CardList query={museums} empty={t('museums.empty')}>
        {(museum) => <ProductCard href={paths.museum.href(museum.id)} title={museum.title} subTitle={museum.sub_title} picture={museum.picture} layout={layout} level={2} />}
      </CardList>
    </>
  );
}

export { MuseumsPage as Component, RouteError as ErrorBoundary };
