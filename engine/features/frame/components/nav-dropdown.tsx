import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { useMenuPage } from '../hooks/use-menu-page.ts';
import { sliceMenu } from '../lib/menu.ts';
import type { MenuEntry } from '../lib/menu-entries.ts';
import { NavItemGroups } from './nav-item-groups.tsx';

/** One product menu: a disclosure listing up to the page size, plus 'view all (count)'. */
export function NavDropdown({ entry, pageSize, label }: { entry: MenuEntry; pageSize: number; label: string }) {
  const { t } = useTranslation('frame');
  const { area, query: menu, groupBy } = useMenuPage(entry, pageSize);
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  const slice = menu.data ? sliceMenu(menu.data.items, menu.data.total, pageSize) : null;

  return (
    <li className="nav__item" ref={rootRef}>
      <button type="button" className="nav__toggle" {...buttonProps}>
        {label}
        <span className="nav__chevron" aria-hidden="true" />
      </button>
      <div className="nav__panel" {...panelProps}>
        {menu.isError && open && <ErrorBanner error={menu.error} />}
        {slice && slice.shown.length === 0 && <p className="nav__empty">{t('nav.empty')}</p>}
        {slice && slice.shown.length > 0 && <NavItemGroups area={area} items={slice.shown} groupBy={groupBy} onNavigate={close} />}
        {slice?.viewAllCount != null && (
          <Link className="nav__view-all" to={entry.href} onClick={close}>
            {t('nav.viewAll', { count: slice.viewAllCount })}
          </Link>
        )}
      </div>
    </li>
  );
}
