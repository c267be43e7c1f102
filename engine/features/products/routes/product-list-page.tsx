import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { productQueries, type ProductKind } from '../api/products.queries.ts';
import { ProductFilters } from '../components/product-filters.tsx';
import { RequiredFiltersAlert } from '../components/required-filters-alert.tsx';
import { listParams, missingFilters } from '../lib/filter-state.ts';
import { sortByNextDate } from '../lib/product-order.ts';
import { ProductCards } from './product-cards.tsx';
import { useProductFilters } from '../hooks/use-product-filters.ts';

/** The list below the filters: loading, failed, empty or the (sorted, grouped) cards. */
function ProductResults({ kind, params }: { kind: ProductKind; params: ReturnType<typeof listParams> }) {
  const { t } = useTranslation('products');
  const { groupByCategory, sortByNextDate: sorted } = useShop().settings.catalogue;
  const list = useQuery(productQueries.list(useQueryScope(), kind, params));
  if (list.isPending) return <Loading />;
  if (list.error) return <ErrorBanner error={list.error} />;
  if (!list.data.length) return <EmptyState>{t(`${kind}.empty`)}</EmptyState>;
  const products = sorted ? sortByNextDate(list.data, new Date()) : list.data;
  return <ProductCards kind={kind} products={products} grouped={groupByCategory} />;
}

/** /products/events and /products/tours (requirements/catalogue.md §2.6 'Product lists'). */
export function ProductListPage({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('products');
  const { filters } = useShop().settings.catalogue;
  const { state, change, reset } = useProductFilters();
  // Hidden filters cannot be chosen, so they cannot be required either.
  const missing = filters.show ? missingFilters(state, filters.required) : [];
  const freeText = t(`${kind}.text`);
  return (
    <>
      <PageHeading>{t(`${kind}.title`)}</PageHeading>
      {freeText && <p className="product-list__text">{freeText}</p>}
      {filters.show && <ProductFilters kind={kind} state={state} onChange={change} onReset={reset} missing={missing} />}
      {missing.length ? <RequiredFiltersAlert missing={missing} /> : <ProductResults kind={kind} params={listParams(state)} />}
    </>
  );
}
