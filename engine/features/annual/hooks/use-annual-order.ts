import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { annualQueries } from '../api/annual.queries.ts';

/** The order of the URL's token; the layout's loader has already loaded it. */
export function useAnnualOrder() {
  const token = useParams().token ?? '';
  const order = useSuspenseQuery(annualQueries.order(useQueryScope(), token)).data;
  return { token, order };
}
