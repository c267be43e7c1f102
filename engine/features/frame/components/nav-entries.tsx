import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useMenuEntries } from '../hooks/use-menu-entries.ts';
import { NavDropdown } from './nav-dropdown.tsx';

/** The entries shared by the desktop and the mobile navigation. */
export function NavEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('frame');
  const entries = useMenuEntries();
  return (
    <ul className="nav__entries">
      {entries.map((entry) =>
        entry.pageSize ? (
          <NavDropdown key={entry.id} entry={entry} pageSize={entry.pageSize} />
        ) : (
          <li className="nav__item" key={entry.id}>
            <NavLink className="nav__link" to={entry.href} onClick={onNavigate}>
              {t(`nav.${entry.id}`)}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
