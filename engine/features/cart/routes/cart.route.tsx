import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useAtomValue } from '../../../shared/state/jotai.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { cartCountAtom } from '../state/cart.atoms.ts';

/** /cart: the header links here; items arrive with the cart issue, so an empty cart is the honest state. */
function CartPage() {
  const { t } = useTranslation('cart');
  const count = useAtomValue(cartCountAtom(useShop().storagePrefix));
  return (
    <>
      <PageHeading>{t('cart.title')}</PageHeading>
      {count === 0 && (
        <EmptyState>
          {t('cart.empty')} <Link to={paths.root.href()}>{t('cart.browse')}</Link>
        </EmptyState>
      )}
    </>
  );
}

export { CartPage as Component, RouteError as ErrorBoundary };
