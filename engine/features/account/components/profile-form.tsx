import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { Customer } from '../api/account.api.ts';
import { useAccountUpdate } from '../api/account.mutations.ts';
import { accountQueries } from '../api/account.queries.ts';
import { validateProfile } from '../lib/account-rules.ts';
import { text } from '../lib/field-errors.ts';
import { languageIdOf } from '../lib/language-ids.ts';
import { FormAlert } from './form-alert.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import './account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/** requirements/accounts.md §5.4 profile data; PUT /auth only when something changed. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const shop = useShop();
  const update = useAccountUpdate();
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const salutations = useQuery(accountQueries.salutations(useQueryScope())).data ?? [];
  const languages = shop.languages.map((lng) => ({ id: languageIdOf(lng) ?? 0, name: t(`common:language.${lng}`) }));
  const form = useAccountForm({
    initial: {
      customer_salutation_id: customer.salutation_id ? String(customer.salutation_id) : '', name: customer.name, surname: customer.surname,
      email: customer.email, email_confirmation: '', language_id: customer.language_id ? String(customer.language_id) : '',
    },
    validate: validateProfile,
    onSubmit: async (values) => {
      if (!form.changed) return;
      const email = text(values, 'email');
      await update.mutateAsync({
        customer_salutation_id: Number(values.customer_salutation_id), name: text(values, 'name'), surname: text(values, 'surname'),
        email, email_confirmation: text(values, 'email_confirmation') || email, language_id: Number(values.language_id),
      });
      form.reset(values);
      setSaved(true);
    },
  });
  return (
    <form className="account-form account-card" onSubmit={form.submit} onChange={() => setSaved(false)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.data')}</h2>
      <FormAlert form={form} fallback={t('registration.form.error')} />
      {saved && <p className="account-alert account-alert--success" role="status">{t('profile.saved')}</p>}
      <SelectField form={form} name="customer_salutation_id" label={t('fields.salutation')} options={salutations.map((s) => ({ id: s.id, name: s.salutation }))} required />
      <TextField form={form} name="name" label={t('fields.name')} autoComplete="given-name" required />
      <TextField form={form} name="surname" label={t('fields.surname')} autoComplete="family-name" required />
      <TextField form={form} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
      <TextField form={form} name="email_confirmation" type="email" label={t('fields.emailConfirmation')} autoComplete="email" />
      <SelectField form={form} name="language_id" label={t('fields.language')} options={languages} required />
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={update.isPending}>{t('form.save')}</BusyButton>
        <Link to={paths.account.href()}>{t('form.cancel')}</Link>
      </div>
    </form>
  );
}
