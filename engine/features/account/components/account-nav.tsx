import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';

/** requirements/accounts.md §2.2: account, orders, profile and addresses. */
export function AccountNav() {
  const { t } = useTranslation('account');
  const links = [
    [paths.account.href(), t('nav.account')],
    [paths.orders.href(), t('nav.orders')],
    [paths.profile.href(), t('nav.profile')],
    [paths.addresses.href(), t('nav.addresses')],
  ] as const;
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} end className={({ isActive }) => (isActive ? 'account-nav__link account-nav__link--active' : 'account-nav__link')}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
