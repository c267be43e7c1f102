/** requirements/checkout-and-orders.md §4.2: payment_status 10 outstanding (unpaid), 30 completed (paid). */
const OUTSTANDING = 10;
const COMPLETED = 30;

export type OrderDisplayStatus = 'canceled' | 'unpaid' | 'free' | 'paid' | 'unknown';

export interface OrderStatusInput {
  canceled: boolean;
  is_valid: boolean;
  payment_status: number;
  total_price_cents: number;
}

/** requirements/checkout-and-orders.md §4.2 'Derived display status'; combinations the spec does not name are 'unknown'. */
export function orderDisplayStatus(order: OrderStatusInput): OrderDisplayStatus {
  if (order.canceled) return 'canceled';
  if (!order.is_valid && order.payment_status === OUTSTANDING) return 'unpaid';
  if (order.is_valid && order.payment_status === COMPLETED) return order.total_price_cents > 0 ? 'paid' : 'free';
  return 'unknown';
}
