import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { GroupTiles } from '../components/group-tiles.tsx';
import { TicketBreadcrumbs } from '../components/ticket-breadcrumbs.tsx';
import { groupTarget } from '../lib/group-params.ts';
import { autoSelectedGroup, visibleGroups } from '../lib/visible-groups.ts';
import { useTicketFilters } from '../hooks/use-ticket-filters.ts';

/**
 * /tickets/groups?museum_id&exhibition_id (requirements/tickets.md §2.3 shop.tickets.groups): tiles of the configured
 * groups; a single visible group opens at once. Calls: GET /museums, GET /exhibitions (filters).
 */
function GroupsPage() {
  const { t } = useTranslation('tickets');
  const { settings } = useShop();
  const filters = useTicketFilters();
  const [search] = useSearchParams();
  // A missing translation renders blank (requirements/settings.md §1.2), so an empty string means 'no text'.
  const hasText = (name: string) => !!(t(`groups.items.${name}.title`) || t(`groups.items.${name}.description`));
  const groups = visibleGroups(settings.tickets.groups, hasText);
  const only = autoSelectedGroup(groups);
  if (only) return <Navigate to={groupTarget(only, filters.filter, search)} replace />;
  return (
    <>
      <PageHeading>{t('groups.title')}</PageHeading>
      <TicketBreadcrumbs museums={filters.museums} exhibitions={filters.exhibitions} loading={filters.loading} filter={filters.filter} onChange={filters.setFilter} onReset={filters.reset} steps={[]} />
      <p className="ticket-info">{t('groups.intro')}</p>
      {groups.length === 0 ? <EmptyState>{t('groups.empty')}</EmptyState> : <GroupTiles groups={groups} hrefOf={(group) => groupTarget(group, filters.filter, search)} />}
    </>
  );
}

export { GroupsPage as Component, RouteError as ErrorBoundary };
