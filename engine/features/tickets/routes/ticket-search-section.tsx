import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { catalogueQueries } from '../../catalogue/api/catalogue.queries.ts';
import { TicketSearch } from '../components/ticket-search.tsx';

/**
 * The ticket search widget wired to data, for the start page when settings.startPage.ticketSearch
 * is on (requirements/catalogue.md §2.1 'Start page', 'Ticket search widget'): it opens today's ticket list filtered by
 * the chosen museum and exhibition. Calls: GET /museums, GET /exhibitions (cached with the page's).
 */
export function TicketSearchSection() {
  const scope = useQueryScope();
  const navigate = useNavigate();
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums });
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope), select: (body) => body.exhibitions });
  return (
    <TicketSearch museums={museums.data ?? []} exhibitions={exhibitions.data ?? []} loading={museums.isPending || exhibitions.isPending}
      onSearch={(filter) => navigate(paths.ticketList.href({ museum_id: filter.museumId, exhibition_id: filter.exhibitionId }))} />
  );
}
