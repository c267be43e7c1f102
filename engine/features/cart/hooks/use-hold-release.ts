import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ticketAvailabilityKey } from '../../../shared/cart-line/ticket-availability.ts';
import { releaseReservation } from '../api/cart.api.ts';
import type { Releases } from '../lib/cart-lifecycle.ts';

/**
 * requirements/cart.md §4.1: a removed item's holds are deleted on the server. Failures are ignored on purpose: the
 * hold expires by itself within minutes, and the visitor's removal must not be blocked by it.
 */
export function useHoldRelease() {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  return useCallback(async (releases: Releases) => {
    if (releases.reservationTokens.length === 0) return;
    await Promise.allSettled(releases.reservationTokens.map((token) => releaseReservation(scope.api, scope.locale, token)));
    // house-style.md §6: freed places change everyone's availability.
    await queryClient.invalidateQueries({ queryKey: ticketAvailabilityKey(scope) });
  }, [scope, queryClient]);
}
