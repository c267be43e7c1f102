import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../api/checkout.api.ts';
import { shippingAddressErrors, type ShippingAddressDraft } from '../lib/shipping-address.ts';
import { AddressField } from './address-field.tsx';

interface ShippingAddressFormProps {
  countries: Country[];
  busy: boolean;
  onConfirm: (draft: ShippingAddressDraft) => void;
}

const EMPTY: ShippingAddressDraft = { sameAddress: true, adressat: '', street: '', zip: '', city: '', country_id: '' };

/** requirements/checkout-and-orders.md §2.2 /checkout/shipping-address: same-address checkbox, else addressee, street, zip, city, country. */
export function ShippingAddressForm({ countries, busy, onConfirm }: ShippingAddressFormProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? shippingAddressErrors(draft) : {};
  const set = (field: keyof ShippingAddressDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  const error = (field: keyof typeof errors) => (errors[field] ? t(`shippingAddress.errors.${errors[field]}`) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = shippingAddressErrors(draft);
    if (Object.keys(found).length) return document.getElementById(`ship-${Object.keys(found)[0]}`)?.focus();
    onConfirm(draft);
  };
  return (
    <form className="checkout-form" onSubmit={submit} noValidate>
      <label className="checkbox-line">
        <input type="checkbox" checked={draft.sameAddress} onChange={(event) => setDraft({ ...draft, sameAddress: event.target.checked })} />
        {t('shippingAddress.same')}
      </label>
      {!draft.sameAddress && (
        <fieldset className="checkout-form__fields">
          <legend>{t('shippingAddress.legend')}</legend>
          <AddressField id="ship-adressat" label={t('shippingAddress.adressat')} value={draft.adressat} onChange={set('adressat')} autoComplete="shipping name" />
          <AddressField id="ship-street" label={t('shippingAddress.street')} value={draft.street} onChange={set('street')} error={error('street')} autoComplete="shipping street-address" required />
          <AddressField id="ship-zip" label={t('shippingAddress.zip')} value={draft.zip} onChange={set('zip')} error={error('zip')} autoComplete="shipping postal-code" required />
          <AddressField id="ship-city" label={t('shippingAddress.city')} value={draft.city} onChange={set('city')} error={error('city')} autoComplete="shipping address-level2" required />
          <div className="form-field">
            <label htmlFor="ship-country_id">{t('shippingAddress.country')}</label>
            <select id="ship-country_id" value={draft.country_id} onChange={set('country_id')} aria-invalid={!!error('country_id') || undefined} aria-describedby={error('country_id') ? 'ship-country_id-error' : undefined} required>
              <option value="">{t('shippingAddress.countryPlaceholder')}</option>
              {countries.map((country) => <option key={country.id} value={country.id}>{country.name}</option>)}
            </select>
            {error('country_id') && <p id="ship-country_id-error" className="field-error">{error('country_id')}</p>}
          </div>
        </fieldset>
      )}
      <button type="submit" className="button" disabled={busy}>{t('shippingAddress.confirm')}</button>
    </form>
  );
}
