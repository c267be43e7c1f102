import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { LEVEL_GUEST } from '../lib/account-rules.ts';
import '../components/account.css';

/**
 * /user/guest (requirements/accounts.md §2.1): the same form at level 10, no password. A guest continues to the cart,
 * from where checkout goes on signed in as the guest (requirements/checkout-and-orders.md §4.1).
 */
function GuestPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const shop = useShop();
  return (
    <div className="account-medium">
      <PageHeading>{t('guest.title')}</PageHeading>
      <p>{t('guest.text')}</p>
      {shop.settings.accounts.registration.displayLogin && (
        <p className="account-aside">
          {t('registration.haveAccount')} <Link to={paths.login.href({ redirectState: paths.cart.href() })}>{t('registration.login')}</Link>
        </p>
      )}
      <CustomerForm level={LEVEL_GUEST} submitLabel={t('guest.submit')} onRegistered={() => void navigate(paths.cart.href())} />
    </div>
  );
}

export { GuestPage as Component, RouteError as ErrorBoundary };
