import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { useMenuPage } from '../hooks/use-menu-page.ts';
import { sliceMenu } from '../lib/menu.ts';
import type { MenuEntry } from '../lib/menu-entries.ts';
import { NavItemGroups } from './nav-item-groups.tsx';

interface PanelProps {
  entry: MenuEntry;
  pageSize: number;
  onNavigate: () => void;
}

/** An open menu's items; its answer is usually cached already (usePrefetchMenus). */
function NavPanelItems({ entry, pageSize, onNavigate }: PanelProps) {
  const { t } = useTranslation('frame');
  const { area, query: menu, groupBy } = useMenuPage(entry, pageSize);
  const slice = menu.data ? sliceMenu(menu.data.items, menu.data.total, pageSize) : null;
  return (
    <>
      {menu.isError && <ErrorBanner error={menu.error} />}
      {slice && slice.shown.length === 0 && <p className="nav__empty">{t('nav.empty')}</p>}
      {slice && slice.shown.length > 0 && <NavItemGroups area={area} items={slice.shown} groupBy={groupBy} onNavigate={onNavigate} />}
      {slice?.viewAllCount != null && (
        <Link className="nav__view-all" to={entry.href} onClick={onNavigate}>
          {t('nav.viewAll', { count: slice.viewAllCount })}
        </Link>
      )}
    </>
  );
}

/** One product menu: a disclosure listing up to the page size, plus 'view all (count)'. */
export function NavDropdown({ entry, pageSize, label }: { entry: MenuEntry; pageSize: number; label: string }) {
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  return (
    <li className="nav__item" ref={rootRef}>
      <button type="button" className="nav__toggle" {...buttonProps}>
        {label}
        <span className="nav__chevron" aria-hidden="true" />
      </button>
      {/* The items only while open: a closed panel is hidden anyway, and the header's two menus (main
          and mobile) rendered every item of every menu on each first load (issue 12). */}
      <div className="nav__panel" {...panelProps}>
        {open && <NavPanelItems entry={entry} pageSize={pageSize} onNavigate={close} />}
      </div>
    </li>
  );
}
