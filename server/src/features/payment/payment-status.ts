/**
 * Order payment status codes.
 * @see requirements/checkout-and-orders.md §4.2 (0 unknown, 10 outstanding, 20 authorized, 30 completed, 40 failed)
 */
export const PaymentStatus = {
  UNKNOWN: 0,
  OUTSTANDING: 10,
  AUTHORIZED: 20,
  COMPLETED: 30,
  FAILED: 40,
} as const;

/** What the provider reports about one payment attempt. */
export type NotificationEvent = 'paid' | 'failed' | 'canceled';

/** What a notification did to the order; `rejected` means it changed nothing. */
export type NotificationOutcome = 'completed' | 'failed' | 'canceled' | 'rejected';

/** The part of an order row the state machine reads and writes. */
export interface PaymentState {
  payment_status: number;
  is_valid: boolean;
  canceled: boolean;
  payment_deadline: Date | null;
}

/** A notification already applied, kept on the order so a repeat gives the same answer. */
export interface RecordedNotification {
  event: NotificationEvent;
  outcome: NotificationOutcome;
  reason: string | null;
  at: string;
}
