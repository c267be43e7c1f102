import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useCredentials } from '../api/account-auth.ts';
import { accountQueries } from '../api/account.queries.ts';
import { AccountPage } from '../components/account-page.tsx';
import { AddressForm } from '../components/address-form.tsx';
import { requireUser } from './require-user.ts';
import { useAfterAddressSave } from '../hooks/use-after-address-save.ts';

/** /user/addresses/:id (requirements/accounts.md §2.2); institution addresses are not editable (requirements/accounts.md §6.4). */
function AddressEditPage() {
  const { t } = useTranslation('account');
  const id = Number(useParams().id);
  const done = useAfterAddressSave();
  const addresses = useQuery(accountQueries.addresses(useQueryScope(), useCredentials()?.client ?? null));
  const address = addresses.data?.find((item) => item.id === id);
  return (
    <AccountPage title={t('addresses.editTitle')}>
      {addresses.isPending ? <Loading /> : !address ? <EmptyState>{t('addresses.notFound')}</EmptyState>
        : address.institution ? <EmptyState>{t('addresses.locked')}</EmptyState>
        : <AddressForm address={address} onSaved={done} />}
    </AccountPage>
  );
}

export { AddressEditPage as Component, RouteError as ErrorBoundary, requireUser as loader };
