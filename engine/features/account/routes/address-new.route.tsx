import { useTranslation } from 'react-i18next';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { AccountPage } from '../components/account-page.tsx';
import { AddressForm } from '../components/address-form.tsx';
import { requireUser } from './require-user.ts';
import { useAfterAddressSave } from '../hooks/use-after-address-save.ts';

/** /user/addresses/new?orderToken&ticketSaleId&personalizationId (requirements/accounts.md §2.2). */
function AddressNewPage() {
  const { t } = useTranslation('account');
  const done = useAfterAddressSave();
  return (
    <AccountPage title={t('addresses.newTitle')}>
      <AddressForm onSaved={done} />
    </AccountPage>
  );
}

export { AddressNewPage as Component, RouteError as ErrorBoundary, requireUser as loader };
