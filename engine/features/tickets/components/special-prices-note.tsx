import { useTranslation } from 'react-i18next';
import { useSelectedAddress } from '../../account/api/account.queries.ts';

/**
 * requirements/accounts.md §6.3: 'You qualify for special prices' when the selected address's price audience
 * differs from the shop default. The sentence is the account's (one text for both screens).
 */
export function SpecialPricesNote() {
  const { t } = useTranslation('account');
  if (!useSelectedAddress().specialPrices) return null;
  return <p className="selection-alert selection-alert--info" role="status">{t('addresses.specialPrices')}</p>;
}
