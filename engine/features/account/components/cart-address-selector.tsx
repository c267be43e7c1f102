import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { useSelectAddress } from '../api/account.mutations.ts';
import { useSelectedAddress, useSession } from '../api/account.queries.ts';
import { addressLabel } from '../lib/address-label.ts';
import './cart-address-selector.css';

/**
 * requirements/cart.md §2.1 'an address selector for a logged-in user', for registered users (level 20) with more
 * than one address. Choosing posts select_address like /user/addresses?select, so the session's
 * selected address drives special prices and collective invoice (mode 6, requirements/accounts.md §6.3).
 */
export function CartAddressSelector() {
  const { t } = useTranslation('account');
  const id = useId();
  const { status, customer } = useSession();
  const { specialPrices } = useSelectedAddress();
  const select = useSelectAddress();
  const addresses = customer?.addresses ?? [];
  if (status !== 'user' || !customer || addresses.length < 2) return null;
  return (
    <section className="cart-address" aria-labelledby={`${id}-label`}>
      <div className="cart-address__row">
        <label id={`${id}-label`} htmlFor={id}>{t('cartAddress.label')}</label>
        {/* aria-disabled, not disabled, while the choice is saved: a disabled select drops the keyboard focus (BusyButton). */}
        <select
          id={id}
          value={String(customer.selected_address_id ?? '')}
          aria-disabled={select.isPending || undefined}
          aria-describedby={specialPrices ? `${id}-hint` : undefined}
          onChange={(event) => { if (!select.isPending) select.mutate(Number(event.target.value)); }}
        >
          {customer.selected_address_id == null && <option value="">{t('fields.choose')}</option>}
          {addresses.map((address) => <option key={address.id} value={String(address.id)}>{addressLabel(address)}</option>)}
        </select>
        <Link to={paths.addresses.href(true)}>{t('cartAddress.manage')}</Link>
      </div>
      {specialPrices && <p id={`${id}-hint`} className="cart-address__hint" role="status">{t('addresses.specialPrices')}</p>}
      {select.error && <ErrorBanner error={select.error} />}
    </section>
  );
}
