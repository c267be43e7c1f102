import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { PaymentForm } from '../components/payment-form.tsx';
import '../components/payment.css';

/**
 * /payment/sandbox?orderId&amount&payment_mode (requirements/payment.md §2.1): the built-in provider's embedded form;
 * the path segment names the provider. The SEPA mode id shows direct debit, every other mode the card.
 * Calls: POST /orders/{token}/payments/sandbox.
 */
function SandboxPaymentPage() {
  const { t } = useTranslation('payment');
  const [search] = useSearchParams();
  const shop = useShop();
  const orderId = search.get('orderId');
  const amount = Number(search.get('amount'));
  if (!orderId || !Number.isInteger(amount)) return <Navigate to={paths.checkoutFailure.href({ orderId: orderId ?? undefined })} replace />;
  const mode = search.get('payment_mode') === shop.settings.checkout.paymentModes.ids.sepa ? 'sepa' : 'card';
  return (
    <section className="payment-page">
      <PageHeading>{t(mode === 'card' ? 'form.cardTitle' : 'form.sepaTitle')}</PageHeading>
      <PaymentForm provider="sandbox" orderId={orderId} amount={amount} mode={mode} currency={shop.currency.code} />
    </section>
  );
}

export { SandboxPaymentPage as Component, RouteError as ErrorBoundary };
