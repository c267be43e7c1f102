import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useSession } from '../../account/api/account.queries.ts';
import { VipCodeForm } from './vip-code-form.tsx';
import { VipGate } from './vip-gate.tsx';
import '../components/vip.css';

/**
 * /exclusive/code (requirements/annual-and-vip.md §2.2 'VIP area'): title, description, the code and 'continue'.
 * Once redeemed, the refreshed session carries the VIP audience and the gate moves on to the
 * VIP ticket selection.
 */
function VipCodePage() {
  const { t } = useTranslation('vip');
  const { customer } = useSession();
  return (
    <VipGate screen="code">
      <div className="vip-page">
        <PageHeading>{t('code.title')}</PageHeading>
        <p>{t('code.description')}</p>
        {customer && <VipCodeForm customer={customer} />}
      </div>
    </VipGate>
  );
}

export { VipCodePage as Component, RouteError as ErrorBoundary };
