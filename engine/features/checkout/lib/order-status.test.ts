import { describe, expect, it } from 'vitest';
import { displayStatus } from './order-status.ts';

const order = (overrides: Partial<Parameters<typeof displayStatus>[0]>) => ({ canceled: false, is_valid: false, payment_status: 10, total_price_cents: 1000, ...overrides });

describe('derived order status (requirements/checkout-and-orders.md §4.2)', () => {
  it('canceled → canceled', () => expect(displayStatus(order({ canceled: true, is_valid: true, payment_status: 30 }))).toBe('canceled'));
  it('not valid and payment_status 10 → unpaid', () => expect(displayStatus(order({}))).toBe('unpaid'));
  it('valid, 30 and total 0 → free', () => expect(displayStatus(order({ is_valid: true, payment_status: 30, total_price_cents: 0 }))).toBe('free'));
  it('valid, 30 and total above 0 → paid', () => expect(displayStatus(order({ is_valid: true, payment_status: 30 }))).toBe('paid'));
  it('otherwise the payment status label, unknown spelt unkown', () => {
    expect(displayStatus(order({ payment_status: 40 }))).toBe('failed');
    expect(displayStatus(order({ payment_status: 0 }))).toBe('unkown');
  });
});
