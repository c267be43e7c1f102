import { NavLink } from 'react-router-dom';
import { useMenuEntries, useMenuLabel } from '../hooks/use-menu-entries.ts';
import { usePrefetchMenus } from '../hooks/use-menu-page.ts';
import { NavDropdown } from './nav-dropdown.tsx';

/** The entries shared by the desktop and the mobile navigation. */
export function NavEntries({ onNavigate }: { onNavigate?: () => void }) {
  const entries = useMenuEntries();
  const label = useMenuLabel();
  usePrefetchMenus(entries);
  return (
    <ul className="nav__entries">
      {entries.map((entry) =>
        entry.pageSize ? (
          <NavDropdown key={entry.id} entry={entry} pageSize={entry.pageSize} label={label(entry)} />
        ) : (
          <li className="nav__item" key={entry.id}>
            <NavLink className="nav__link" to={entry.href} onClick={onNavigate}>
              {label(entry)}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
