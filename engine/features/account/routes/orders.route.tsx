import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { AccountPage } from '../components/account-page.tsx';
import { OrderList } from '../components/order-list.tsx';
import { requireUser } from './require-user.ts';

/** /user/orders?page (requirements/accounts.md §2.2): 5 per page by default (settings accounts.ordersPerPage). */
function OrdersPage() {
  const { t } = useTranslation('account');
  const shop = useShop();
  const page = Math.max(1, Number(useSearchParams()[0].get('page')) || 1);
  return (
    <AccountPage title={t('orders.title')}>
      <OrderList page={page} perPage={shop.settings.accounts.ordersPerPage || 5} paginate headingLevel={2} />
    </AccountPage>
  );
}

export { OrdersPage as Component, RouteError as ErrorBoundary, requireUser as loader };
