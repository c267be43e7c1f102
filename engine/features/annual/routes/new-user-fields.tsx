import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { accountQueries } from '../../account/api/account.queries.ts';
import { SelectField } from '../../account/components/select-field.tsx';
import { TextField } from '../../account/components/text-field.tsx';
import type { AccountForm } from '../../account/hooks/use-account-form.ts';

/** The newUser holder's fields; names are the API's so its field errors land under them. */
export function NewUserFields({ form }: { form: AccountForm }) {
  const { t } = useTranslation('account');
  const scope = useQueryScope();
  const salutations = (useQuery(accountQueries.salutations(scope)).data ?? []).map((item) => ({ id: item.id, name: item.salutation }));
  const countries = useQuery(accountQueries.countries(scope)).data ?? [];
  return (
    <>
      <SelectField form={form} name="customer_salutation_id" label={t('fields.salutation')} options={salutations} required />
      <TextField form={form} name="name" label={t('fields.name')} autoComplete="given-name" required />
      <TextField form={form} name="surname" label={t('fields.surname')} autoComplete="family-name" required />
      <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
      <TextField form={form} name="addr_street" label={t('fields.street')} autoComplete="street-address" required />
      <TextField form={form} name="addr_zip" label={t('fields.zip')} autoComplete="postal-code" required />
      <TextField form={form} name="addr_city" label={t('fields.city')} autoComplete="address-level2" required />
      <SelectField form={form} name="addr_country_id" label={t('fields.country')} options={countries} required />
    </>
  );
}
