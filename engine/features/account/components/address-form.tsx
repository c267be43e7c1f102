import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { CustomerAddress } from '../api/account.api.ts';
import { useSaveAddress } from '../api/account.mutations.ts';
import { accountQueries } from '../api/account.queries.ts';
import { validateAddress } from '../lib/account-rules.ts';
import { text } from '../lib/field-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import './account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/** requirements/accounts.md §5.6 address form; POST or PUT /customer/customer_addresses, countries from GET /countries. */
export function AddressForm({ address, onSaved }: { address?: CustomerAddress; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const save = useSaveAddress();
  const countries = useQuery(accountQueries.countries(useQueryScope())).data ?? [];
  const form = useAccountForm({
    initial: {
      adressat: address?.adressat ?? '', street: address?.street ?? '', zip: address?.zip ?? '', city: address?.city ?? '',
      country_id: address?.country_id ? String(address.country_id) : '',
    },
    validate: validateAddress,
    onSubmit: async (values) => {
      const body = { adressat: text(values, 'adressat'), street: text(values, 'street'), zip: text(values, 'zip'), city: text(values, 'city'), country_id: Number(values.country_id) };
      await save.mutateAsync({ id: address?.id, body });
      onSaved();
    },
  });
  return (
    <form className="account-form" onSubmit={form.submit} noValidate>
      <FormAlert form={form} fallback={t('registration.form.error')} />
      <TextField form={form} name="adressat" label={t('fields.addressat')} autoComplete="name" />
      <TextField form={form} name="street" label={t('fields.street')} autoComplete="street-address" required />
      <div className="account-form__row">
        <TextField form={form} name="zip" label={t('fields.zip')} autoComplete="postal-code" required />
        <TextField form={form} name="city" label={t('fields.city')} autoComplete="address-level2" required />
      </div>
      <SelectField form={form} name="country_id" label={t('fields.country')} options={countries} required />
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={save.isPending}>{t('form.save')}</BusyButton>
        <Link to={paths.addresses.href()}>{t('form.cancel')}</Link>
      </div>
    </form>
  );
}
