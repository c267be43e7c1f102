import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { Customer } from '../api/account.api.ts';
import { useRegister } from '../api/account.mutations.ts';
import { accountQueries } from '../api/account.queries.ts';
import { CUSTOMER_PRIVATE, LEVEL_NORMAL, requiredAddressOf, validateCustomer, type CustomerRuleOptions } from '../lib/account-rules.ts';
import { customerPayload, newsletterField } from '../lib/customer-payload.ts';
import { languageIdOf } from '../lib/language-ids.ts';
import { CustomerAddressFields } from './customer-address-fields.tsx';
import { CustomerExtraFields } from './customer-extra-fields.tsx';
import { CustomerPersonFields } from './customer-person-fields.tsx';
import { FormAlert } from './form-alert.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import './account-forms.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

interface CustomerFormProps {
  level: CustomerRuleOptions['level'];
  submitLabel: string;
  onRegistered: (customer: Customer) => void;
  /** Overrides the level's required address fields (the one-pager's guest form). */
  requiredAddress?: CustomerRuleOptions['requiredAddress'];
}

/** A stable empty list while the groups load, so effects keyed on it do not rerun needlessly. */
const NO_GROUPS: never[] = [];

/**
 * The registration (level 20) and guest (level 10) form of requirements/accounts.md §2.1 and requirements/accounts.md §5.2. Reads
 * GET /customer_salutations, /countries and /newsletter_subscriber_groups; sends POST /auth.
 */
export function CustomerForm({ level, submitLabel, onRegistered, requiredAddress }: CustomerFormProps) {
  const { t, i18n } = useTranslation('account');
  const scope = useQueryScope();
  const shop = useShop();
  const register = useRegister();
  const salutations = useQuery(accountQueries.salutations(scope)).data ?? [];
  const countries = useQuery(accountQueries.countries(scope)).data ?? [];
  const groups = useQuery(accountQueries.newsletterGroups(scope)).data ?? NO_GROUPS;
  const fields = shop.settings.accounts.userFormFields;
  // Operator copy (settings translations) supplies the terms text; without it there is no checkbox.
  const terms = i18n.exists('account:registration.terms') ? t('registration.terms') : '';
  const rules = { level, termsShown: terms !== '', fields, requiredAddress };
  const languages = shop.languages.map((lng) => ({ id: languageIdOf(lng) ?? 0, name: t(`common:language.${lng}`) }));
  const form = useAccountForm({
    initial: {
      customer_type: CUSTOMER_PRIVATE, language_id: String(languageIdOf(i18n.language) ?? ''), terms: false,
      ...Object.fromEntries(groups.map((group) => [newsletterField(group.id), group.checked])),
    },
    validate: (values) => validateCustomer(values, rules),
    onSubmit: async (values) =>
      onRegistered(await register.mutateAsync(customerPayload(values, { ...rules, newsletterGroupIds: groups.map((g) => g.id) }))),
  });
  // The groups arrive after the first render: give untouched boxes their default once they do,
  // without resetting anything already typed.
  const { values, set } = form;
  useEffect(() => {
    for (const group of groups) if (values[newsletterField(group.id)] === undefined) set(newsletterField(group.id), group.checked);
  }, [groups, values, set]);
  return (
    <form className="account-form" onSubmit={form.submit} noValidate>
      <FormAlert form={form} fallback={t('registration.form.error')} />
      <CustomerPersonFields form={form} salutations={salutations} withPassword={level === LEVEL_NORMAL} />
      <CustomerAddressFields form={form} countries={countries} languages={languages} required={requiredAddressOf(rules)} />
      <CustomerExtraFields form={form} fields={fields} groups={groups} terms={terms} />
      <p className="account-form__hint">{t('form.requiredHint')}</p>
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={register.isPending}>
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
