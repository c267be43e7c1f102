import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useSelectedAddress, useSession } from '../../account/api/account.queries.ts';
import { eventQueries } from '../api/events.queries.ts';

/**
 * GET /events/{event_id}/dates/{id} with the signed-in user's selected address as billing_address_id,
 * so an institution address gets its audience's prices (requirements/accounts.md §6.3, issue 7). It waits for a stored
 * session to validate, so a signed-in visitor never sees the public prices flash first.
 */
export function useEventDate(eventId: number, dateId: number | undefined) {
  const scope = useQueryScope();
  const { isPending, customer } = useSession();
  const { billingAddressId } = useSelectedAddress();
  return useQuery({ ...eventQueries.date(scope, { eventId, dateId: dateId ?? 0, billingAddressId, viewerId: customer?.id ?? null }), enabled: dateId !== undefined && !isPending });
}
