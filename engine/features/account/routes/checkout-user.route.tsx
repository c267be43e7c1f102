import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useRegistrationAllowed } from '../api/account.queries.ts';
import { LoginForm } from '../components/login-form.tsx';
import '../components/account.css';

/**
 * /checkout/user (requirements/checkout-and-orders.md §2.1, requirements/accounts.md §6.2): 'You must log in to continue' with a login block, a register
 * block only when registration is allowed, and guest checkout. Login returns to the cart.
 */
function CheckoutUserPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const registration = useRegistrationAllowed();
  return (
    <>
      <PageHeading>{t('checkoutUser.title')}</PageHeading>
      <p>{t('checkoutUser.text')}</p>
      <div className="account-grid">
        <section className="account-card" aria-labelledby="checkout-login">
          <h2 id="checkout-login">{t('checkoutUser.login.title')}</h2>
          <LoginForm onSignedIn={() => void navigate(paths.cart.href())} />
        </section>
        {registration && (
          <section className="account-card" aria-labelledby="checkout-register">
            <h2 id="checkout-register">{t('checkoutUser.register.title')}</h2>
            <p>{t('checkoutUser.register.text')}</p>
            <p><Link className="button" to={paths.registration.href()}>{t('checkoutUser.register.action')}</Link></p>
          </section>
        )}
        <section className="account-card" aria-labelledby="checkout-guest">
          <h2 id="checkout-guest">{t('checkoutUser.guest.title')}</h2>
          <p>{t('checkoutUser.guest.text')}</p>
          <p><Link className="button" to={paths.guest.href()}>{t('checkoutUser.guest.action')}</Link></p>
        </section>
      </div>
    </>
  );
}

export { CheckoutUserPage as Component, RouteError as ErrorBoundary };
