import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import type { AnnualAddress } from '../api/annual.api.ts';
import { FieldMessage } from './field-message.tsx';

interface AddressChoiceProps {
  addresses: AnnualAddress[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  /** Handed through the address screens, which return to this detail (requirements/accounts.md §2.2). */
  link: { orderToken: string; ticketSaleId: number; personalizationId: number };
  /** Guests (level 10) cannot log in to edit addresses: a hint instead of the links. */
  guest: boolean;
}

/** The buyer's addresses to send the ticket to, with add/edit links for a registered buyer. */
export function AddressChoice({ addresses, value, onChange, onBlur, error, link, guest }: AddressChoiceProps) {
  const { t } = useTranslation('annual');
  const id = useId();
  return (
    <fieldset className="annual-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('detail.address')}</legend>
      {addresses.map((address) => {
        const text = [address.adressat, address.street, `${address.zip} ${address.city}`].filter(Boolean).join(', ');
        return (
          <div key={address.id} className="annual-address">
            <label className="annual-radio">
              <input
                type="radio"
                name="customer_adress_id"
                value={String(address.id)}
                checked={value === String(address.id)}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(String(address.id))}
                onBlur={onBlur}
              />
              {text}
            </label>
            {!guest && (
              <Link className="annual-address__edit" to={paths.addressEdit.href(address.id, link)} aria-label={t('detail.editAddressOf', { address: text })}>
                {t('detail.editAddress')}
              </Link>
            )}
          </div>
        );
      })}
      <FieldMessage id={`${id}-error`} text={error} />
      {guest ? <p className="annual-hint">{t('detail.guestHint')}</p> : <Link to={paths.addressNew.href(link)}>{t('detail.addAddress')}</Link>}
    </fieldset>
  );
}
