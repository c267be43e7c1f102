import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import '../components/payment.css';

/**
 * /payment/iframe?orderId&amount&payment_mode (requirements/payment.md §2.1): the payment URL in an embedded frame. The
 * URL travels in the history state from the process step, so it never shows in the address bar;
 * without it the visitor goes to checkout failure. No calls of its own.
 */
function IframePaymentPage() {
  const { t } = useTranslation('payment');
  const [search] = useSearchParams();
  const paymentUrl = (useLocation().state as { paymentUrl?: string } | null)?.paymentUrl;
  if (!paymentUrl) return <Navigate to={paths.checkoutFailure.href({ orderId: search.get('orderId') ?? undefined })} replace />;
  return (
    <section className="payment-page payment-page--wide">
      <PageHeading>{t('iframe.title')}</PageHeading>
      <iframe className="payment-frame" src={paymentUrl} title={t('iframe.frameTitle')} />
    </section>
  );
}

export { IframePaymentPage as Component, RouteError as ErrorBoundary };
