import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerAddress } from '../api/account.api.ts';

interface AddressCardProps {
  address: CustomerAddress;
  countryName?: string;
  selected?: boolean;
  children?: ReactNode;
}

/** requirements/accounts.md §3.2: addressee, street, zip, city, country; institution data and collective invoice marked. */
export function AddressCard({ address, countryName, selected, children }: AddressCardProps) {
  const { t } = useTranslation('account');
  return (
    <div className={selected ? 'account-card account-card--selected' : 'account-card'}>
      <div className="account-card__actions">
        {selected && <span className="account-badge">{t('addresses.selected')}</span>}
        {address.institution && <span className="account-badge account-badge--muted">{t('addresses.institution')}</span>}
        {address.has_collective_invoice_payment && <span className="account-badge account-badge--muted">{t('addresses.collective')}</span>}
      </div>
      <address>
        {address.institution && <strong>{address.institution.name}<br /></strong>}
        {address.adressat && <>{address.adressat}<br /></>}
        {address.street}<br />
        {address.zip} {address.city}
        {countryName && <><br />{countryName}</>}
      </address>
      {address.cost_centre && <div>{t('addresses.costCentre', { value: address.cost_centre })}</div>}
      {children && <div className="account-card__actions">{children}</div>}
    </div>
  );
}
