import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { dayjs, DEFAULT_TIMEZONE } from '../../../shared/i18n/dayjs.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { CustomerForm } from '../../account/components/customer-form.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { registrationOpen } from '../lib/registration-window.ts';
import { VipGate } from './vip-gate.tsx';
import '../components/vip.css';

/** Customer level 10 (requirements/accounts.md §6.2 'shopGuest'): VIP registration is a guest registration. */
const LEVEL_GUEST = 10;

/**
 * /exclusive/register (requirements/annual-and-vip.md §2.2 'VIP area'): a description and the guest registration
 * form; the new guest goes on to enter the code. Outside the configured registration window the
 * form is replaced by a notice.
 */
function VipRegisterPage() {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const shop = useShop();
  const today = dayjs().tz(DEFAULT_TIMEZONE).format('YYYY-MM-DD');
  const open = registrationOpen(shop.settings.vip.registration, today);
  return (
    <VipGate screen="register">
      <div className="vip-page">
        <PageHeading>{t('register.title')}</PageHeading>
        <p>{t('register.description')}</p>
        {open ? (
          <CustomerForm level={LEVEL_GUEST} submitLabel={t('register.continue.button')} onRegistered={() => void navigate(paths.vip.href())} />
        ) : (
          <p className="vip-notice" role="status">{t('register.closed')}</p>
        )}
      </div>
    </VipGate>
  );
}

export { VipRegisterPage as Component, RouteError as ErrorBoundary };
