import { describe, expect, it } from 'vitest';
import { orderDisplayStatus } from './order-status.ts';

const order = { canceled: false, is_valid: true, payment_status: 30, total_price_cents: 1200 };

describe('orderDisplayStatus (requirements/checkout-and-orders.md §4.2)', () => {
  it.each([
    [{ ...order, canceled: true }, 'canceled'],
    [{ ...order, is_valid: false, payment_status: 10 }, 'unpaid'],
    [{ ...order, total_price_cents: 0 }, 'free'],
    [order, 'paid'],
    [{ ...order, payment_status: 40 }, 'unknown'],
  ])('derives %o → %s', (input, expected) => {
    expect(orderDisplayStatus(input)).toBe(expected);
  });
});
