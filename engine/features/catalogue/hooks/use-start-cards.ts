import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { museumTitleOf } from '../lib/museum-title.ts';

/** What every list of the start page shares: the query scope, the card layout and the museum named on a card. */
export function useStartCards() {
  const shop = useShop();
  const scope = useQueryScope();
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums });
  const { imageLayouts, displayMuseumInfo } = shop.settings.catalogue;
  const museumOf = (id: number | null | undefined) => museumTitleOf(museums.data, id, displayMuseumInfo);
  return { shop, scope, museums, museumOf, layout: imageLayouts.start };
}
