import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useCredentials } from '../api/account-auth.ts';
import { useDeleteAddress, useSelectAddress } from '../api/account.mutations.ts';
import { accountQueries, useSession } from '../api/account.queries.ts';
import { AccountPage } from '../components/account-page.tsx';
import { AddressCard } from '../components/address-card.tsx';
import { SpecialPricesHint } from '../components/special-prices-hint.tsx';
import { requireUser } from './require-user.ts';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/**
 * /user/addresses?select (requirements/accounts.md §2.2): list, select (with select set, back to the cart), edit,
 * delete. Delete hides when only one address is left; institution addresses are not editable.
 */
function AddressesPage() {
  const { t } = useTranslation('account');
  const scope = useQueryScope();
  const navigate = useNavigate();
  const backToCart = useSearchParams()[0].has('select');
  const { customer } = useSession();
  const addresses = useQuery(accountQueries.addresses(scope, useCredentials()?.client ?? null));
  const countries = useQuery(accountQueries.countries(scope)).data ?? [];
  const select = useSelectAddress();
  const remove = useDeleteAddress();
  const choose = (id: number) => select.mutate(id, { onSuccess: () => backToCart && void navigate(paths.cart.href()) });
  const list = addresses.data ?? [];
  return (
    <AccountPage title={t('addresses.title')}>
      {(select.error ?? remove.error) && <ErrorBanner error={select.error ?? remove.error} />}
      <SpecialPricesHint />
      {addresses.isPending ? <Loading /> : (
        <div className="account-grid">
          {list.map((address) => {
            const selected = address.id === customer?.selected_address_id;
            return (
              <AddressCard key={address.id} address={address} selected={selected} countryName={countries.find((c) => c.id === address.country_id)?.name}>
                {!selected && (
                  <BusyButton type="button" className="button" busy={select.isPending} onClick={() => choose(address.id)}>
                    {t('addresses.select')}
                  </BusyButton>
                )}
                {!address.institution && <Link to={paths.addressEdit.href(address.id)}>{t('addresses.edit')}</Link>}
                {list.length > 1 && (
                  <BusyButton type="button" className="link-button" busy={remove.isPending} onClick={() => remove.mutate(address.id)}>
                    {t('addresses.delete')}
                  </BusyButton>
                )}
              </AddressCard>
            );
          })}
        </div>
      )}
      <p className="account-card__actions">
        <Link className="button button--ghost" to={paths.addressNew.href()}>{t('addresses.new')}</Link>
        {backToCart && <Link to={paths.cart.href()}>{t('addresses.backToCart')}</Link>}
      </p>
    </AccountPage>
  );
}

export { AddressesPage as Component, RouteError as ErrorBoundary, requireUser as loader };
