import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { failureView } from '../lib/failure-view.ts';
import '../components/checkout.css';

/** /checkout/failure (requirements/checkout-and-orders.md §2.7, requirements/checkout-and-orders.md §8.1): the namespace's title and text plus the server's errors. No calls. */
function FailurePage() {
  const { t } = useTranslation('checkout');
  const view = failureView(useSearchParams()[0]);
  return (
    <section className="checkout-result checkout-result--failure">
      <PageHeading>{t(`${view.namespace}.title`)}</PageHeading>
      <div role="alert" className="checkout-result__alert">
        <p className="checkout-result__lead">{t(`${view.namespace}.text`)}</p>
        {view.errors.length > 0 && (
          <ul className="checkout-result__errors">
            {view.errors.map((error, index) => <li key={index}>{error ?? t('failure.maximumValue')}</li>)}
          </ul>
        )}
        {view.detailed && <p>{view.detailed}</p>}
        {view.paymentError && <p>{t('failure.paymentError', { error: view.paymentError })}</p>}
      </div>
      <div className="checkout-result__actions">
        <Link className="button button--ghost" to={paths.root.href()}>{t('actions.continue')}</Link>
        <Link className="button" to={paths.cart.href()}>{t('actions.backToCart')}</Link>
      </div>
    </section>
  );
}

export { FailurePage as Component, RouteError as ErrorBoundary };
