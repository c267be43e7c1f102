import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAfterFirstPaint } from '../../../shared/lib/use-after-first-paint.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { useMenuPage } from '../hooks/use-menu-page.ts';
import { sliceMenu } from '../lib/menu.ts';
import type { MenuEntry } from '../lib/menu-entries.ts';
import { NavItemGroups } from './nav-item-groups.tsx';

/** One product menu: a disclosure listing up to the page size, plus 'view all (count)'. */
export function NavDropdown({ entry, pageSize, label }: { entry: MenuEntry; pageSize: number; label: string }) {
  const { t } = useTranslation('frame');
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  // A closed menu shows nothing of its answer: asked for once the screen has painted (issue 12), or at once when opened.
  const painted = useAfterFirstPaint();
  const { area, query: menu, groupBy } = useMenuPage(entry, pageSize, painted || open);
  const slice = menu.data ? sliceMenu(menu.data.items, menu.data.total, pageSize) : null;

  return (
    <li className="nav__item" ref={rootRef}>
      <button type="button" className="nav__toggle" {...buttonProps}>
        {label}
        <span className="nav__chevron" aria-hidden="true" />
      </button>
      {/* The items only while open: a closed panel is hidden anyway, and the header's two menus (main
          and mobile) rendered every item of every menu on each first load (issue 12). The answer is
          asked for right after the first paint all the same, so opening shows it without waiting. */}
      <div className="nav__panel" {...panelProps}>
        {open && (
          <>
            {menu.isError && <ErrorBanner error={menu.error} />}
            {slice && slice.shown.length === 0 && <p className="nav__empty">{t('nav.empty')}</p>}
            {slice && slice.shown.length > 0 && <NavItemGroups area={area} items={slice.shown} groupBy={groupBy} onNavigate={close} />}
            {slice?.viewAllCount != null && (
              <Link className="nav__view-all" to={entry.href} onClick={close}>
                {t('nav.viewAll', { count: slice.viewAllCount })}
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}
