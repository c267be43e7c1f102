import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { CardList } from '../../catalogue/components/card-list.tsx';
import { ProductCard } from '../../catalogue/components/product-card.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { merchandiseQueries } from '../api/merchandise.queries.ts';
import { isSellable } from '../lib/merchandise-cart-item.ts';

/**
 * /merchandise/list (requirements/products-and-merchandise.md §2.1 shop.merchandise.list): every article as a product card.
 * Shipping articles are left out: nobody buys postage on its own. Calls: GET /merchandises?per_page=1000.
 */
function MerchandiseListPage() {
  const { t } = useTranslation('merchandise');
  const { imageLayouts } = useShop().settings.catalogue;
  const articles = useQuery({ ...merchandiseQueries.list(useQueryScope()), select: (body) => body.merchandises.filter(isSellable) });
  return (
    <>
      <PageHeading>{t('list.title')}</PageHeading>
      {/* The cards' titles are h3 (shared ProductCard); this keeps the heading order unbroken. */}
      <h2 className="visually-hidden">{t('list.articles')}</h2>
      <CardList query={articles} empty={t('list.empty')}>
        {(article) => <ProductCard href={paths.merchandise.href(article.id)} title={article.title} subTitle={article.sub_title} picture={article.picture}
          layout={imageLayouts.lists} />}
      </CardList>
    </>
  );
}

export { MerchandiseListPage as Component, RouteError as ErrorBoundary };
