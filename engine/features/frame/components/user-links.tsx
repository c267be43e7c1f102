import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useShop } from '../../shop/api/shop.queries.ts';

export type HeaderUserStatus = 'anonymous' | 'guest' | 'user';

interface UserLinksProps {
  status: HeaderUserStatus;
  onLogout: () => void;
}

/** Spec cart §6 'Header visibility': login/register for nobody, logout for guests and users, account for users. */
export function UserLinks({ status, onLogout }: UserLinksProps) {
  const { t } = useTranslation('frame');
  const shop = useShop();
  return (
    <nav className="user-links" aria-label={t('header.userNav')}>
      {status === 'anonymous' && <Link to={paths.login.href()}>{t('header.login')}</Link>}
      {status === 'anonymous' && shop.config.registration !== false && <Link to={paths.registration.href()}>{t('header.register')}</Link>}
      {status === 'user' && <Link to={paths.account.href()}>{t('header.account')}</Link>}
      {status !== 'anonymous' && (
        <button type="button" className="link-button" onClick={onLogout}>
          {status === 'guest' ? t('header.logoutGuest') : t('header.logout')}
        </button>
      )}
    </nav>
  );
}
