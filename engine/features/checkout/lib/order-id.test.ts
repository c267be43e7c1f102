import { describe, expect, it } from 'vitest';
import { orderIdOf } from './order-id.ts';

describe('order id from the return URL (requirements/checkout-and-orders.md §2)', () => {
  it('reads orderId, then ORDERID', () => {
    expect(orderIdOf(new URLSearchParams('orderId=abc'))).toBe('abc');
    expect(orderIdOf(new URLSearchParams('ORDERID=XYZ'))).toBe('XYZ');
    expect(orderIdOf(new URLSearchParams(''))).toBeNull();
  });
});
