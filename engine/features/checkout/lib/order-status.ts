/** requirements/checkout-and-orders.md §4.2: payment_status labels; the text key is spelt 'unkown' in the original and kept so. */
const LABELS: Record<number, string> = { 0: 'unkown', 10: 'outstanding', 20: 'authorized', 30: 'completed', 40: 'failed' };

export type DisplayStatus = 'canceled' | 'unpaid' | 'free' | 'paid' | 'unkown' | 'outstanding' | 'authorized' | 'completed' | 'failed';

export interface StatusInput {
  canceled: boolean;
  is_valid: boolean;
  payment_status: number;
  total_price_cents: number;
}

/** requirements/checkout-and-orders.md §4.2 'Derived display status', falling back to the payment status label. */
export function displayStatus(order: StatusInput): DisplayStatus {
  if (order.canceled) return 'canceled';
  if (!order.is_valid && order.payment_status === 10) return 'unpaid';
  if (order.is_valid && order.payment_status === 30) return order.total_price_cents === 0 ? 'free' : 'paid';
  return (LABELS[order.payment_status] ?? 'unkown') as DisplayStatus;
}
