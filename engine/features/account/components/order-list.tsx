import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useCredentials } from '../api/account-auth.ts';
import { accountQueries } from '../api/account.queries.ts';
import { OrderPagination } from './order-pagination.tsx';
import { OrderPanel } from './order-panel.tsx';

interface OrderListProps {
  page: number;
  perPage: number;
  paginate: boolean;
  /** Panel headings sit under the page's h1 (orders page) or a section's h2 (account overview). */
  headingLevel?: 2 | 3;
}

/** One page of GET /customer/orders (id descending, requirements/accounts.md §9); pagination only when needed. */
export function OrderList({ page, perPage, paginate, headingLevel }: OrderListProps) {
  const { t } = useTranslation('account');
  const scope = useQueryScope();
  const client = useCredentials()?.client ?? null;
  const orders = useQuery(accountQueries.orders(scope, client, page, perPage));
  if (orders.isPending) return <Loading />;
  if (orders.isError) return <ErrorBanner error={orders.error} />;
  if (!orders.data.orders.length) return <EmptyState>{t('orders.noOrders')}</EmptyState>;
  return (
    <div className="account-list">
      {orders.data.orders.map((order) => <OrderPanel key={order.id} order={order} headingLevel={headingLevel} />)}
      {paginate && <OrderPagination page={page} perPage={perPage} total={orders.data.meta.total_count} />}
    </div>
  );
}
