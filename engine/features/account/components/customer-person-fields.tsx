import { useTranslation } from 'react-i18next';
import type { Salutation } from '../api/reference.api.ts';
import { CUSTOMER_COMPANY, CUSTOMER_PRIVATE } from '../lib/account-rules.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import type { AccountForm } from '../hooks/use-account-form.ts';

interface PersonFieldsProps {
  form: AccountForm;
  salutations: readonly Salutation[];
  withPassword: boolean;
}

/** requirements/accounts.md §3.1, requirements/accounts.md §5.2: who registers; the password pair only on level 20. */
export function CustomerPersonFields({ form, salutations, withPassword }: PersonFieldsProps) {
  const { t } = useTranslation('account');
  const types = [[CUSTOMER_PRIVATE, t('fields.customerTypes.private')], [CUSTOMER_COMPANY, t('fields.customerTypes.company')]] as const;
  return (
    <fieldset>
      <legend>{t('registration.sections.person')}</legend>
      <fieldset className="account-choice">
        <legend className="visually-hidden">{t('fields.customerType')}</legend>
        {types.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="customer_type" value={value} checked={form.values.customer_type === value} onChange={() => form.set('customer_type', value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <SelectField form={form} name="customer_salutation_id" label={t('fields.salutation')} options={salutations.map((s) => ({ id: s.id, name: s.salutation }))} required />
      <div className="account-form__row">
        <TextField form={form} name="name" label={t('fields.name')} autoComplete="given-name" required />
        <TextField form={form} name="surname" label={t('fields.surname')} autoComplete="family-name" required />
      </div>
      <div className="account-form__row">
        <TextField form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
        <TextField form={form} name="email_confirmation" type="email" label={t('fields.emailConfirmation')} autoComplete="email" required />
      </div>
      {withPassword && (
        <div className="account-form__row">
          <TextField form={form} name="password" type="password" label={t('fields.password')} autoComplete="new-password" required />
          <TextField form={form} name="password_confirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
        </div>
      )}
    </fieldset>
  );
}
