import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import type { MenuArea } from '../../shop/api/shop.queries.ts';
import { frameQueries } from '../api/frame.queries.ts';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { sliceMenu } from '../lib/menu.ts';
import { itemHref, type MenuEntry } from '../lib/menu-entries.ts';

/** One product menu: a disclosure listing up to the page size, plus 'view all (count)'. */
export function NavDropdown({ entry, pageSize }: { entry: MenuEntry; pageSize: number }) {
  const { t } = useTranslation('frame');
  const scope = useQueryScope();
  const area = entry.id as MenuArea;
  const menu = useQuery(frameQueries.menu(scope, area, pageSize));
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  const slice = menu.data ? sliceMenu(menu.data.items, menu.data.total, pageSize) : null;

  return (
    <li className="nav__item" ref={rootRef}>
      <button type="button" className="nav__toggle" {...buttonProps}>
        {t(`nav.${entry.id}`)}
        <span className="nav__chevron" aria-hidden="true" />
      </button>
      <div className="nav__panel" {...panelProps}>
        {menu.isError && open && <ErrorBanner error={menu.error} />}
        {slice && slice.shown.length === 0 && <p className="nav__empty">{t('nav.empty')}</p>}
        {slice && slice.shown.length > 0 && (
          <ul className="nav__list">
            {slice.shown.map((item) => (
              <li key={item.id}>
                <Link to={itemHref(area, item.id)} onClick={close}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {slice?.viewAllCount != null && (
          <Link className="nav__view-all" to={entry.href} onClick={close}>
            {t('nav.viewAll', { count: slice.viewAllCount })}
          </Link>
        )}
      </div>
    </li>
  );
}
