import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { useLeaveWaitingRoom } from '../../waiting-room/api/waiting-room.queries.ts';
import { checkoutQueries } from '../api/checkout.queries.ts';
import { AfterSaleInfo } from '../components/after-sale-info.tsx';
import { OrderSummaryPanel } from '../components/order-summary-panel.tsx';
import { useFinishCheckout } from '../hooks/use-finish-checkout.ts';
import { orderIdOf } from '../lib/order-id.ts';
import '../components/checkout.css';

/** /checkout/success?orderId (requirements/checkout-and-orders.md §2.5, requirements/checkout-and-orders.md §4.3). Calls: GET /orders/{token}; PDFs are plain links. */
function SuccessPage() {
  const { t } = useTranslation('checkout');
  const shop = useShop();
  const scope = useQueryScope();
  const orderId = orderIdOf(useSearchParams()[0]);
  const shopper = useFinishCheckout();
  const order = useQuery({ ...checkoutQueries.order(scope, orderId ?? ''), enabled: !!orderId });
  // requirements/waiting-room.md §4.1 'Waiting room': after a successful order the place goes to the next in line.
  const leaveWaitingRoom = useLeaveWaitingRoom();
  useEffect(leaveWaitingRoom, [leaveWaitingRoom]);
  return (
    <section className="checkout-result checkout-result--success">
      <PageHeading>{t('success.title')}</PageHeading>
      <p className="checkout-result__lead">{t('success.text')}</p>
      {order.isLoading && <Loading />}
      {order.error && <ErrorBanner error={order.error} />}
      {order.data && <AfterSaleInfo order={order.data} />}
      {order.data && <OrderSummaryPanel order={order.data} apiBase={scope.api.apiBase} currency={shop.currency.code} wallets={shop.config.wallets} />}
      <div className="checkout-result__actions">
        {shopper === 'user' && <Link className="button button--ghost" to={paths.orders.href()}>{t('success.viewOrders')}</Link>}
        <Link className="button" to={paths.root.href()}>{t('actions.continue')}</Link>
      </div>
    </section>
  );
}

export { SuccessPage as Component, RouteError as ErrorBoundary };
