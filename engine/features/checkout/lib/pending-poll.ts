/** The parts of an order the pending screen decides on (requirements/checkout-and-orders.md §3.3). */
export interface PolledOrder {
  payment_status: number;
  is_valid: boolean;
  canceled: boolean;
}

export type PollDecision = 'success' | 'paymentFailure' | 'orderCanceled' | 'stillPending' | 'wait';

const PAID = 30;
const FAILED = 40;

/**
 * requirements/checkout-and-orders.md §4.3 'Pending': 30 → success; 40 → failure (paymentFailure); canceled → orderCanceled; after
 * maxAttempts polls → still_pending. A valid order whose money comes later (collective invoice keeps
 * status 10) is a success too: there is nothing left to wait for.
 */
export function pollDecision(order: PolledOrder | undefined, attempts: number, maxAttempts: number): PollDecision {
  if (order?.canceled) return 'orderCanceled';
  if (order?.payment_status === PAID || (order?.is_valid && order.payment_status !== FAILED)) return 'success';
  if (order?.payment_status === FAILED) return 'paymentFailure';
  return attempts >= maxAttempts ? 'stillPending' : 'wait';
}

/** ?test, ?test=true or ?test=1 mark a test visit of the pending screen; test=false and test=0 do not. */
export function testFlagOf(search: URLSearchParams): boolean {
  const value = search.get('test');
  return value !== null && value !== 'false' && value !== '0';
}

/**
 * requirements/checkout-and-orders.md §4.3 'Pending': with no orderId and no test flag → still_pending. The test flag keeps the
 * spinner up without polling, so the pending screen itself can be looked at (and styled) on its own.
 */
export function decisionWithoutOrder(test: boolean): PollDecision {
  return test ? 'wait' : 'stillPending';
}
