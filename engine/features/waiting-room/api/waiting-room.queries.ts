import { queryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { checkEntry } from '../lib/entry-check.ts';
import { readQueueToken } from '../lib/token-cookie.ts';
import { browserQueuePort, queueBase, tokenCookieName } from './queue-port.ts';
import { leaveQueue } from './queue.api.ts';

export interface WaitingRoomInput {
  host: string;
  storagePrefix: string;
  tokenLifetimeSeconds: number;
  pollingSeconds: number;
}

export const waitingRoomQueries = {
  /** The waiting screen's position, re-checked every pollingSeconds (requirements/waiting-room.md §4). */
  entry: (scope: QueryScope, input: WaitingRoomInput) =>
    queryOptions({
      queryKey: [...scopeKey('waitingRoom', scope), 'entry', input.host, input.storagePrefix, input.tokenLifetimeSeconds] as const,
      queryFn: () => checkEntry(browserQueuePort({ host: input.host, api: scope.api, storagePrefix: input.storagePrefix }), input.tokenLifetimeSeconds),
      refetchInterval: input.pollingSeconds * 1000,
      staleTime: 0,
    }),
};

/** requirements/waiting-room.md §4.1 'leave is sent (after a successful order)': the place goes to the next in line. */
export function useLeaveWaitingRoom(): () => void {
  const scope = useQueryScope();
  const shop = useShop();
  const { enabled, host } = shop.settings.waitingRoom;
  return useCallback(() => {
    if (!enabled || !host.trim() || typeof document === 'undefined') return;
    const target = { host, api: scope.api, storagePrefix: shop.storagePrefix };
    const token = readQueueToken(tokenCookieName(target.storagePrefix), document.cookie);
    if (token) void leaveQueue(queueBase(target), token);
  }, [enabled, host, scope.api, shop.storagePrefix]);
}
