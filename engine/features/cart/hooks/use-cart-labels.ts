import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { catalogueQueries } from '../../catalogue/api/catalogue.queries.ts';
import { cartLabels, type CartLabel, type LabelSources } from '../lib/cart-labels.ts';

const NONE: LabelSources = { tickets: [], museums: [], exhibitions: [] };

/**
 * The label sources in `locale`, with the plain client: the ticket and catalogue queries, or a
 * fetcher in cart/api (grouped with the cart atoms every screen loads), would put these bytes on the
 * first screens (issue 12). per_page 1000 as the ticket filters read the lists. The museums come from the
 * catalogue's query, which the frame (with the entry already) shares: the header's museum menu asks for the same
 * list, and the cart asked for it a second time (issue 12's duplicate request).
 */
async function labelSources(client: QueryClient, scope: QueryScope, ticketIds: number[], signal: AbortSignal): Promise<LabelSources> {
  const { api, locale } = scope;
  const list = { per_page: 1000 };
  const [tickets, museums, exhibitions] = await Promise.all([
    apiRequest<Pick<LabelSources, 'tickets'>>(api, '/tickets', { locale, signal, params: { ...list, by_ticket_ids: ticketIds } }),
    client.fetchQuery(catalogueQueries.museums(scope)),
    apiRequest<Pick<LabelSources, 'exhibitions'>>(api, '/exhibitions', { locale, signal, params: list }),
  ]);
  return { ...tickets, ...museums, ...exhibitions };
}

/**
 * The cart's ticket names and places in the shown language (issue 19): keyed by locale, so a
 * language switch reads them again. Until they answer, the rows show what was stored.
 * Calls: GET /tickets?by_ticket_ids[], GET /museums, GET /exhibitions.
 */
export function useCartLabels(items: CartItem[]): (CartLabel | null)[] {
  const scope = useQueryScope();
  const ids = [...new Set(items.filter((item) => item.type === 'Ticket').map((item) => item.attributes.id))].sort((a, b) => a - b);
  const sources = useQuery(queryOptions({
    queryKey: [...scopeKey('cart', scope), 'labels', ids],
    queryFn: ({ client, signal }) => labelSources(client, scope, ids, signal),
    enabled: ids.length > 0,
  }));
  return cartLabels(items, sources.data ?? NONE);
}
