import {
  PaymentStatus, type NotificationEvent, type NotificationOutcome, type PaymentState, type RecordedNotification,
} from './payment-status';

export interface Transition {
  state: PaymentState;
  outcome: NotificationOutcome;
  /** Why a notification was rejected; null when it was applied. */
  reason: string | null;
  /** True when this notification id was seen before and nothing changed now. */
  duplicate: boolean;
}

/** Unpaid, not canceled, and still inside its payment window: the only state a notification may move. */
export function isOutstanding(state: PaymentState, now: Date): boolean {
  return state.payment_status === PaymentStatus.OUTSTANDING && !state.is_valid && !state.canceled
    && (state.payment_deadline === null || state.payment_deadline.getTime() > now.getTime());
}

function rejectionReason(state: PaymentState, now: Date): string {
  if (state.canceled) return 'order_canceled';
  if (state.is_valid || state.payment_status === PaymentStatus.COMPLETED) return 'order_already_paid';
  if (state.payment_status === PaymentStatus.FAILED) return 'order_already_failed';
  if (state.payment_deadline && state.payment_deadline.getTime() <= now.getTime()) return 'payment_deadline_passed';
  return 'order_not_outstanding';
}

const APPLY: Record<NotificationEvent, (state: PaymentState) => [PaymentState, NotificationOutcome]> = {
  paid: (state) => [{ ...state, payment_status: PaymentStatus.COMPLETED, is_valid: true }, 'completed'],
  failed: (state) => [{ ...state, payment_status: PaymentStatus.FAILED }, 'failed'],
  // The status stays 10: the order was never paid, it is only withdrawn (requirements/checkout-and-orders.md §4.2 derived 'canceled').
  canceled: (state) => [{ ...state, canceled: true }, 'canceled'],
};

/**
 * One provider notification applied to an order. Pure: the caller loads and stores.
 * - Only an outstanding order moves (10→30 valid, 10→40, 10→canceled).
 * - A repeated notification id returns its first outcome and changes nothing (no double booking).
 * - A late 'paid' for a canceled or expired order never revives it; it is recorded as rejected.
 */
export function applyNotification(
  state: PaymentState,
  event: NotificationEvent,
  previous: RecordedNotification | undefined,
  now: Date,
): Transition {
  if (previous) return { state, outcome: previous.outcome, reason: previous.reason, duplicate: true };
  if (!isOutstanding(state, now)) {
    return { state, outcome: 'rejected', reason: rejectionReason(state, now), duplicate: false };
  }
  const [next, outcome] = APPLY[event](state);
  return { state: next, outcome, reason: null, duplicate: false };
}
