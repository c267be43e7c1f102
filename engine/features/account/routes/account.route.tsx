import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { accountQueries, useSelectedAddress, useSession } from '../api/account.queries.ts';
import { AccountPage } from '../components/account-page.tsx';
import { AddressCard } from '../components/address-card.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { SpecialPricesHint } from '../components/special-prices-hint.tsx';
import { requireUser } from './require-user.ts';

/** requirements/accounts.md §9: the account shows the latest 5 orders. */
const LATEST = 5;

/** /user/account (requirements/accounts.md §2.2): profile summary, selected address, latest orders. */
function AccountOverview() {
  const { t } = useTranslation('account');
  const { customer } = useSession();
  const { address } = useSelectedAddress();
  const countries = useQuery(accountQueries.countries(useQueryScope())).data ?? [];
  return (
    <AccountPage title={t('account.title')}>
      {customer && (
        <div className="account-grid">
          <ProfileSummary customer={customer} />
          <section className="account-card" aria-labelledby="account-address">
            <h2 id="account-address">{t('account.selectedAddress')}</h2>
            {address ? <AddressCard address={address} countryName={countries.find((c) => c.id === address.country_id)?.name} /> : <p>{t('account.noAddress')}</p>}
            <SpecialPricesHint />
            <div className="account-card__actions">
              <Link to={paths.addresses.href()}>{t('account.manageAddresses', { count: customer.addresses.length })}</Link>
            </div>
          </section>
        </div>
      )}
      <section aria-labelledby="account-orders" className="account-list">
        <h2 id="account-orders">{t('account.latestOrders')}</h2>
        <OrderList page={1} perPage={LATEST} paginate={false} />
        <p><Link to={paths.orders.href()}>{t('account.allOrders')}</Link></p>
      </section>
    </AccountPage>
  );
}

export { AccountOverview as Component, RouteError as ErrorBoundary, requireUser as loader };
