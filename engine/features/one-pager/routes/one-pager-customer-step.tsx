import { useTranslation } from 'react-i18next';
import type { Customer } from '../../account/api/account.queries.ts';
import { CustomerForm } from '../../account/components/customer-form.tsx';
import '../../account/components/account.css';

/** requirements/accounts.md §3.1: level 10 is the guest customer, registered without a password. */
const LEVEL_GUEST = 10;
/** requirements/one-pager.md §5.1 'One-pager': street, zip and city required; the country stays optional. */
const REQUIRED_ADDRESS = ['addr_street', 'addr_zip', 'addr_city'] as const;

interface CustomerStepProps {
  customer: Customer | null;
  reseller: boolean;
}

/**
 * Step 2 (requirements/one-pager.md §2, requirements/one-pager.md §3.1 'One-pager customer'): the guest registration form for anonymous
 * visitors; signing up moves the session on, which opens the overview. A signed-in customer sees
 * whom the order is for instead, and resellers never see the form (requirements/accounts.md §6.4).
 */
export function CustomerStep({ customer, reseller }: CustomerStepProps) {
  const { t } = useTranslation('one-pager');
  if (reseller) return <p>{t('customer.reseller')}</p>;
  if (customer) return <p>{t('customer.signedInAs', { name: [customer.name, customer.surname].filter(Boolean).join(' ') || customer.email })}</p>;
  return (
    <>
      <p>{t('customer.intro')}</p>
      <CustomerForm level={LEVEL_GUEST} requiredAddress={REQUIRED_ADDRESS} submitLabel={t('customer.next')} onRegistered={() => undefined} />
    </>
  );
}
