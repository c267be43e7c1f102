import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useFinishCheckout } from '../hooks/use-finish-checkout.ts';
import '../components/checkout.css';

/** /checkout/still_pending (requirements/checkout-and-orders.md §2.6, requirements/checkout-and-orders.md §8.1): the e-mail follows once paid. No calls; empties the cart. */
function StillPendingPage() {
  const { t } = useTranslation('checkout');
  useFinishCheckout();
  return (
    <section className="checkout-result checkout-result--warning">
      <PageHeading>{t('stillPending.title')}</PageHeading>
      <p className="checkout-result__lead" role="status">{t('stillPending.text')}</p>
      <div className="checkout-result__actions">
        <Link className="button" to={paths.root.href()}>{t('actions.continue')}</Link>
      </div>
    </section>
  );
}

export { StillPendingPage as Component, RouteError as ErrorBoundary };
