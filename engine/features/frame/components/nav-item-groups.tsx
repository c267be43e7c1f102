import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { MenuArea } from '../../shop/api/shop.queries.ts';
import { itemHref } from '../lib/menu-entries.ts';
import { groupMenuItems, type GroupableItem, type MenuGroup, type MenuGroupBy } from '../lib/menu-groups.ts';
import './nav-groups.css';

interface NavItemGroupsProps {
  area: MenuArea;
  items: readonly GroupableItem[];
  groupBy: MenuGroupBy;
  onNavigate: () => void;
}

function GroupList({ group, area, onNavigate }: { group: MenuGroup<GroupableItem>; area: MenuArea; onNavigate: () => void }) {
  const { t, i18n } = useTranslation('frame');
  const id = useId();
  // An operator's key without a translation shows as is, so the gap is visible (the missing-key handler would blank it).
  // Category-group keys are shared with the list filters: products first, then frame.
  const ns = ['products', 'frame'];
  const translated = (key: string) => (i18n.exists(key, { ns }) ? t(key, { ns }) : key);
  const label = group.label === null ? null : group.labelIsKey ? translated(group.label) : group.label;
  return (
    <>
      {label && <p className="nav__group-label" id={id}>{label}</p>}
      <ul className="nav__list" aria-labelledby={label ? id : undefined}>
        {group.items.map((item) => (
          <li key={item.id}>
            <Link to={itemHref(area, item.id)} onClick={onNavigate}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A dropdown's items, under category or category-group labels when menu.groupBy asks for it. */
export function NavItemGroups({ area, items, groupBy, onNavigate }: NavItemGroupsProps) {
  const { categoryGroups } = useShop().settings.catalogue.filters;
  return groupMenuItems(items, groupBy, categoryGroups).map((group, index) => (
    <GroupList key={group.label ?? `rest-${index}`} group={group} area={area} onNavigate={onNavigate} />
  ));
}
