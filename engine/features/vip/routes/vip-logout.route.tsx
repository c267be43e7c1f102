import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useSession, useSignOut } from '../../account/api/account.queries.ts';
import { VipGate } from './vip-gate.tsx';
import '../components/vip.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/**
 * /exclusive/logout (requirements/annual-and-vip.md §2, requirements/annual-and-vip.md §6.2 'The VIP flow requires logging out first'). Once the
 * session is gone the page itself hands over to the VIP registration.
 */
function VipLogoutPage() {
  const { t } = useTranslation('vip');
  const session = useSession();
  const signOut = useSignOut();
  return (
    <VipGate screen="logout">
      {session.status === 'anonymous' && !session.isPending ? <Navigate to={paths.vipRegister.href()} replace /> : (
        <div className="vip-page">
          <PageHeading>{t('logout.title')}</PageHeading>
          <p>{t('logout.description')}</p>
          <BusyButton type="button" className="button" onClick={() => signOut.mutate()} busy={signOut.isPending}>{t('logout.button')}</BusyButton>
        </div>
      )}
    </VipGate>
  );
}

export { VipLogoutPage as Component, RouteError as ErrorBoundary };
