import { describe, expect, it } from 'vitest';
import { orderIdOf } from './order-id.ts';

describe('order id from the return URL (spec cart §2.4)', () => {
  it('reads orderId, then ORDERID', () => {
    expect(orderIdOf(new URLSearchParams('orderId=abc'))).toBe('abc');
    expect(orderIdOf(new URLSearchParams('ORDERID=XYZ'))).toBe('XYZ');
    expect(orderIdOf(new URLSearchParams(''))).toBeNull();
  });
});
