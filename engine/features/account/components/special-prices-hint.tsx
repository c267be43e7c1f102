import { useTranslation } from 'react-i18next';
import { useSelectedAddress } from '../api/account.queries.ts';

/** requirements/accounts.md §6.3: the selected address's audience differs from the shop default. */
export function SpecialPricesHint() {
  const { t } = useTranslation('account');
  const { specialPrices } = useSelectedAddress();
  if (!specialPrices) return null;
  return <p className="account-alert account-alert--success" role="status">{t('addresses.specialPrices')}</p>;
}
