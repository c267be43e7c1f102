import { MAX_TOTAL_EXCEEDED } from './order-errors.ts';

export type FailureNamespace = 'failure' | 'unknownOrderStatus' | 'paymentFailure' | 'orderCanceled';

export interface FailureView {
  namespace: FailureNamespace;
  /** Verbatim server errors; null marks the one with its own text (maximumValue). */
  errors: (string | null)[];
  detailed?: string;
  paymentError?: string;
  orderId?: string;
}

const flag = (search: URLSearchParams, name: string) => search.get(name) === 'true';

/**
 * requirements/checkout-and-orders.md §4.3 'Failure' and requirements/checkout-and-orders.md §8.1: canceled → orderCanceled; paymentFailure; unknown → unknownOrderStatus;
 * else failure. 'max total exceeded' gets checkout.failure.maximumValue; others are shown verbatim.
 */
export function failureView(search: URLSearchParams): FailureView {
  const namespace: FailureNamespace = flag(search, 'orderCanceled') ? 'orderCanceled'
    : flag(search, 'paymentFailure') ? 'paymentFailure'
      : flag(search, 'unknown') ? 'unknownOrderStatus' : 'failure';
  const errors = (search.get('errors') ?? '').split('\n').filter(Boolean).map((error) => (error.toLowerCase() === MAX_TOTAL_EXCEEDED ? null : error));
  return {
    namespace,
    errors,
    detailed: search.get('error_detailed') || undefined,
    paymentError: search.get('payment_error') || search.get('paymentError') || undefined,
    orderId: search.get('orderId') || undefined,
  };
}
