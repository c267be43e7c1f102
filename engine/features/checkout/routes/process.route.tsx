import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import '../components/checkout.css';

/** /checkout/process (requirements/checkout-and-orders.md §2.3): places the order and says the payment provider comes next. Calls: see usePlaceOrder. */
function ProcessPage() {
  const { t } = useTranslation('checkout');
  const state = usePlaceOrder();
  return (
    <section className="checkout-status" aria-busy="true">
      <PageHeading>{t('process.title')}</PageHeading>
      <Loading />
      <p role="status">{state === 'redirecting' ? t('process.redirecting') : t('process.placing')}</p>
    </section>
  );
}

export { ProcessPage as Component, RouteError as ErrorBoundary };
