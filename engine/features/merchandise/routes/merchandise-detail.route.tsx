import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect, useParams, type LoaderFunction } from 'react-router-dom';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { failurePath } from '../../catalogue/api/catalogue.queries.ts';
import { CatalogueDetail } from '../../catalogue/components/catalogue-detail.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { merchandiseQueries } from '../api/merchandise.queries.ts';
import { isSellable } from '../lib/merchandise-cart-item.ts';
import { MerchandisePurchase } from './merchandise-purchase.tsx';
import { useAddMerchandise } from '../hooks/use-add-merchandise.ts';
import type { Merchandise } from '../api/merchandise.api.ts';

const validId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** requirements/products-and-merchandise.md §8: an article that cannot load (unknown id, bad id, server error) → /page/error, merchandise.detail.error. */
const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  const id = validId(params.id);
  if (id === null) return redirect(failurePath(null, 'merchandise.detail.error'));
  try {
    await context.queryClient.ensureQueryData(merchandiseQueries.detail(scopeOf(context), id));
    return null;
  } catch (error) {
    return redirect(failurePath(error, 'merchandise.detail.error'));
  }
};

function Purchase({ merchandise }: { merchandise: Merchandise }) {
  const { t } = useTranslation('merchandise');
  const shop = useShop();
  const add = useAddMerchandise(merchandise);
  if (!isSellable(merchandise)) return <p className="goods-note">{t('detail.shippingArticle')}</p>;
  return <MerchandisePurchase merchandise={merchandise} maxQuantity={shop.settings.cart.merchandise.maxQuantity} currency={shop.currency.code} onAdd={add} />;
}

/**
 * /merchandise/detail/:id (requirements/products-and-merchandise.md §2.1 shop.merchandise.detail): the article, then quantity,
 * amounts and add to cart, which goes straight to the cart. Calls: GET /merchandises/{id}.
 */
function MerchandiseDetailPage() {
  const id = Number(useParams().id);
  const { data: merchandise } = useSuspenseQuery(merchandiseQueries.detail(useQueryScope(), id));
  const { imageLayouts } = useShop().settings.catalogue;
  return (
    <div className="goods-page">
      <CatalogueDetail title={merchandise.title} subTitle={merchandise.sub_title} picture={merchandise.picture} description={merchandise.description}
        layout={imageLayouts.details}>
        <Purchase key={merchandise.id} merchandise={merchandise} />
      </CatalogueDetail>
    </div>
  );
}

export { MerchandiseDetailPage as Component, RouteError as ErrorBoundary, loader };
