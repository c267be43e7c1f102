import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { catalogueQueries } from '../../catalogue/api/catalogue.queries.ts';
import { ticketQueries } from '../../tickets/api/tickets.queries.ts';
import { cartLabels, type CartLabel } from '../lib/cart-labels.ts';

/**
 * The cart's ticket names and places in the shown language (issue 19): the queries are keyed by
 * locale, so a language switch reads them again. Until they answer, the rows show what was stored.
 * Calls: GET /tickets?by_ticket_ids[], GET /museums, GET /exhibitions (shared with the ticket filters).
 */
export function useCartLabels(items: CartItem[]): (CartLabel | null)[] {
  const scope = useQueryScope();
  const ids = [...new Set(items.filter((item) => item.type === 'Ticket').map((item) => item.attributes.id))].sort((a, b) => a - b);
  const enabled = ids.length > 0;
  const tickets = useQuery({ ...ticketQueries.list(scope, { by_ticket_ids: ids }), enabled });
  const museums = useQuery({ ...catalogueQueries.museums(scope), enabled });
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope), enabled });
  return cartLabels(items, { tickets: tickets.data?.tickets ?? [], museums: museums.data?.museums ?? [], exhibitions: exhibitions.data?.exhibitions ?? [] });
}
