import { useTranslation } from 'react-i18next';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useSession } from '../api/account.queries.ts';
import { AccountPage } from '../components/account-page.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { requireUser } from './require-user.ts';

/** /user/profile (requirements/accounts.md §2.2): profile data and password change side by side. */
function ProfilePage() {
  const { t } = useTranslation('account');
  const { customer } = useSession();
  return (
    <AccountPage title={t('profile.title')}>
      <div className="account-grid">
        {customer && <ProfileForm key={customer.id} customer={customer} />}
        <PasswordForm />
      </div>
    </AccountPage>
  );
}

export { ProfilePage as Component, RouteError as ErrorBoundary, requireUser as loader };
