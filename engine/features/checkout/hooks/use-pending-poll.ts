import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { checkoutQueries } from '../api/checkout.queries.ts';
import { decisionWithoutOrder, pollDecision } from '../lib/pending-poll.ts';

/**
 * requirements/checkout-and-orders.md §4.3 'Pending': GET /orders/{id} every pendingPollIntervalMs, at most pendingPollMaxAttempts
 * times, then the decision's screen. A failed read counts as an attempt, so a dead network ends in
 * still_pending instead of spinning forever.
 */
export function usePendingPoll(orderId: string | null, test = false) {
  const scope = useQueryScope();
  const navigate = useNavigate();
  const { pendingPollIntervalMs: interval, pendingPollMaxAttempts: max } = useShop().settings.checkout.timing;
  const queryClient = useQueryClient();
  const options = checkoutQueries.order(scope, orderId ?? '');
  const query = useQuery({
    ...options,
    enabled: !!orderId,
    refetchInterval: (current) => (current.state.dataUpdateCount + current.state.errorUpdateCount >= max ? false : interval),
    refetchIntervalInBackground: true,
  });
  // Reading dataUpdatedAt subscribes this hook to every successful poll: an unchanged order is
  // structurally shared, so without it the screen would not re-render and never reach still_pending.
  const polledAt = query.dataUpdatedAt;
  const reads = polledAt ? queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0 : 0;
  const attempts = reads + query.errorUpdateCount;
  const decision = orderId ? pollDecision(query.data, attempts, max) : decisionWithoutOrder(test);

  useEffect(() => {
    const replace = { replace: true };
    const id = orderId ?? undefined;
    if (decision === 'success') void navigate(paths.checkoutSuccess.href(id), replace);
    else if (decision === 'paymentFailure') void navigate(paths.checkoutFailure.href({ orderId: id, paymentFailure: true }), replace);
    else if (decision === 'orderCanceled') void navigate(paths.checkoutFailure.href({ orderId: id, orderCanceled: true }), replace);
    else if (decision === 'stillPending') void navigate(paths.checkoutStillPending.href(id), replace);
  }, [decision, navigate, orderId]);
}
