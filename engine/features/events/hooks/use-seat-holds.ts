import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useSession } from '../../account/api/account.queries.ts';
import { holdSeat, releaseSeat } from '../api/events.api.ts';
import { eventQueries } from '../api/events.queries.ts';

export type HoldOutcome = 'held' | 'taken' | 'unheld';

/**
 * requirements/events-and-seats.md §4.2 Seats, requirements/events-and-seats.md §6: signed-in visitors hold a seat the moment they pick it; anonymous
 * visitors do not. A seat someone else was faster to is 'taken' and the plan reloads to show it.
 * Any other failure leaves the seat chosen but 'unheld': holding is an extra promise, the order
 * re-checks every seat anyway, so a hiccup must not stop the visitor from choosing.
 */
export function useSeatHolds(eventId: number, dateId: number) {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const { customer } = useSession();
  const hold = useMutation({ mutationFn: (seatId: number) => holdSeat(scope.api, scope.locale, { eventId, dateId, seatId }) });
  const release = useMutation({ mutationFn: (seatId: number) => releaseSeat(scope.api, scope.locale, { eventId, dateId, seatId }) });
  return {
    active: customer !== null,
    pendingSeat: hold.isPending ? hold.variables ?? null : null,
    async hold(seatId: number): Promise<HoldOutcome> {
      if (!customer) return 'unheld';
      try {
        await hold.mutateAsync(seatId);
        return 'held';
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) return 'unheld';
        await queryClient.invalidateQueries({ queryKey: eventQueries.availability(scope) });
        return 'taken';
      }
    },
    release(seatId: number): void {
      if (customer) release.mutate(seatId);
    },
  };
}
