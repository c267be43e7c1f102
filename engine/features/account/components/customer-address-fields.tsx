import { useTranslation } from 'react-i18next';
import type { Country } from '../api/reference.api.ts';
import { CUSTOMER_COMPANY, type AddressFieldModel } from '../lib/account-rules.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import type { AccountForm } from '../hooks/use-account-form.ts';

interface AddressFieldsProps {
  form: AccountForm;
  countries: readonly Country[];
  languages: readonly { id: number; name: string }[];
  /** The address fields marked required (the same list the form's rules check). */
  required: readonly AddressFieldModel[];
}

/** requirements/accounts.md §5.2: the invoice address (required as the form's rules say), VAT number for companies, language. */
export function CustomerAddressFields({ form, countries, languages, required }: AddressFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <fieldset>
      <legend>{t('registration.sections.address')}</legend>
      <TextField form={form} name="addr_addressat" label={t('fields.addressat')} autoComplete="organization" />
      {form.values.customer_type === CUSTOMER_COMPANY && <TextField form={form} name="addr_vat_number" label={t('fields.vatNumber')} required />}
      <TextField form={form} name="addr_street" label={t('fields.street')} autoComplete="street-address" required={required.includes('addr_street')} />
      <div className="account-form__row">
        <TextField form={form} name="addr_zip" label={t('fields.zip')} autoComplete="postal-code" required={required.includes('addr_zip')} />
        <TextField form={form} name="addr_city" label={t('fields.city')} autoComplete="address-level2" required={required.includes('addr_city')} />
      </div>
      <div className="account-form__row">
        <SelectField form={form} name="addr_country_id" label={t('fields.country')} options={countries} required={required.includes('addr_country_id')} />
        <SelectField form={form} name="language_id" label={t('fields.language')} options={languages} required />
      </div>
    </fieldset>
  );
}
