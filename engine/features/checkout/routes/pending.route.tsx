import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { usePendingPoll } from '../hooks/use-pending-poll.ts';
import { orderIdOf } from '../lib/order-id.ts';
import { testFlagOf } from '../lib/pending-poll.ts';
import '../components/checkout.css';

/** /checkout/pending?orderId&test (requirements/checkout-and-orders.md §2.4): a spinner while the payment is polled. Calls: GET /orders/{id}. */
function PendingPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  usePendingPoll(orderIdOf(search), testFlagOf(search));
  return (
    <section className="checkout-status" aria-busy="true">
      <PageHeading>{t('pending.title')}</PageHeading>
      <Loading />
      <p role="status">{t('pending.text')}</p>
    </section>
  );
}

export { PendingPage as Component, RouteError as ErrorBoundary };
