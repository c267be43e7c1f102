import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { Customer } from '../api/account.api.ts';
import { accountQueries } from '../api/account.queries.ts';
import { LANGUAGE_IDS } from '../lib/language-ids.ts';

/** requirements/accounts.md §2.2 account: the name and profile summary. */
export function ProfileSummary({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const salutations = useQuery(accountQueries.salutations(useQueryScope())).data ?? [];
  const salutation = salutations.find((s) => s.id === customer.salutation_id)?.salutation;
  const language = Object.entries(LANGUAGE_IDS).find(([, id]) => id === customer.language_id)?.[0];
  return (
    <section className="account-card" aria-labelledby="account-profile">
      <h2 id="account-profile">{t('account.profile')}</h2>
      <dl className="account-dl">
        <dt>{t('account.name')}</dt>
        <dd>{[salutation, customer.name, customer.surname].filter(Boolean).join(' ')}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{customer.email}</dd>
        {language && <><dt>{t('fields.language')}</dt><dd>{t(`common:language.${language}`)}</dd></>}
        <dt>{t('fields.customerType')}</dt>
        <dd>{customer.customer_type === '3' ? t('fields.customerTypes.company') : t('fields.customerTypes.private')}</dd>
      </dl>
      <div className="account-card__actions">
        <Link to={paths.profile.href()}>{t('account.editProfile')}</Link>
      </div>
    </section>
  );
}
