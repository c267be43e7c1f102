import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useRegistrationAllowed } from '../../account/api/account.queries.ts';
import { headerAreaOf, headerLinks } from '../lib/header-links.ts';

export type HeaderUserStatus = 'anonymous' | 'guest' | 'user';

interface UserLinksProps {
  status: HeaderUserStatus;
  onLogout: () => void;
}

/** requirements/frame-and-routing.md §6.1 'Header visibility', decided by headerLinks(); the VIP area hides most links. */
export function UserLinks({ status, onLogout }: UserLinksProps) {
  const { t } = useTranslation('frame');
  const registration = useRegistrationAllowed();
  const links = headerLinks({ status, area: headerAreaOf(useLocation().pathname), registration });
  return (
    <nav className="user-links" aria-label={t('header.userNav')}>
      {links.login && <Link to={paths.login.href()}>{t('header.login')}</Link>}
      {links.register && <Link to={paths.registration.href()}>{t('header.register')}</Link>}
      {links.account && <Link to={paths.account.href()}>{t('header.account')}</Link>}
      {links.logout && (
        <button type="button" className="link-button" onClick={onLogout}>
          {status === 'guest' ? t('header.logoutGuest') : t('header.logout')}
        </button>
      )}
    </nav>
  );
}
