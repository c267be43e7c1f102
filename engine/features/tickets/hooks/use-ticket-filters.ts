import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { catalogueQueries, failurePath } from '../../catalogue/api/catalogue.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { filterOf, type TicketFilter } from '../lib/group-params.ts';

/**
 * The museum/exhibition filter in the URL and its choices (requirements/tickets.md §2.1 'Tickets area': up to 1000
 * each, only when filters are shown). A museum load failure leaves the flow for the error page,
 * namespace museum.error (requirements/tickets.md §2, requirements/tickets.md §8), rather than showing empty dropdowns.
 * Calls: GET /museums, GET /exhibitions.
 */
export function useTicketFilters() {
  const [search, setSearch] = useSearchParams();
  const scope = useQueryScope();
  const { settings } = useShop();
  // The alternative style always shows museum and exhibition selectors on the list (requirements/tickets.md §2).
  const show = settings.tickets.showFilters || settings.general.smbStyle;
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums, enabled: show });
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope), select: (body) => body.exhibitions, enabled: show });
  const navigate = useNavigate();
  const museumError = museums.error;
  useEffect(() => {
    if (museumError) navigate(failurePath(museumError, 'museum.error'), { replace: true });
  }, [museumError, navigate]);
  const filter = filterOf(search);
  const setFilter = (next: TicketFilter) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of [['museum_id', next.museumId], ['exhibition_id', next.exhibitionId]] as const) {
      if (value) params.set(key, String(value));
      else params.delete(key);
    }
    params.delete('time');
    setSearch(params, { replace: true });
  };
  return {
    filter, setFilter, reset: () => setFilter({}),
    museums: museums.data ?? [],
    exhibitions: exhibitions.data ?? [],
    loading: show && (museums.isPending || exhibitions.isPending),
  };
}
