import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TicketGroup } from '../../../settings/settings.gen.ts';
import './tickets-layout.css';

const ICONS: Record<string, string> = { 'icon-clock': '◷', 'icon-calendar': '▦', 'icon-ticket': '✦', 'icon-star': '★' };

/** requirements/tickets.md §2.3 shop.tickets.groups: one tile per visible group, with its translated title and description. */
export function GroupTiles({ groups, hrefOf }: { groups: TicketGroup[]; hrefOf: (group: TicketGroup) => string }) {
  const { t } = useTranslation('tickets');
  return (
    <ul className="group-tiles">
      {groups.map((group) => (
        <li key={group.name}>
          <article className={`group-tile ${group.iconClass}`}>
            <span className="group-tile__icon" aria-hidden="true">{ICONS[group.iconClass] ?? '•'}</span>
            <h2><Link to={hrefOf(group)}>{t(`groups.items.${group.name}.title`)}</Link></h2>
            <p>{t(`groups.items.${group.name}.description`)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
