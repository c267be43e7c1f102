import { describe, expect, it } from 'vitest';
import { decisionWithoutOrder, pollDecision, testFlagOf } from './pending-poll.ts';

const order = (payment_status: number, extra: { is_valid?: boolean; canceled?: boolean } = {}) => ({ payment_status, is_valid: false, canceled: false, ...extra });

describe('pending polling (requirements/checkout-and-orders.md §4.3 Pending)', () => {
  it('payment_status 30 → success', () => expect(pollDecision(order(30, { is_valid: true }), 1, 15)).toBe('success'));
  it('payment_status 40 → failure with paymentFailure', () => expect(pollDecision(order(40), 1, 15)).toBe('paymentFailure'));
  it('a canceled order → orderCanceled', () => expect(pollDecision(order(10, { canceled: true }), 1, 15)).toBe('orderCanceled'));
  it('still outstanding → keep polling', () => expect(pollDecision(order(10), 3, 15)).toBe('wait'));
  it('at most 15 polls → still_pending', () => expect(pollDecision(order(10), 15, 15)).toBe('stillPending'));
  it('a valid order with money to come by invoice → success', () => expect(pollDecision(order(10, { is_valid: true }), 1, 15)).toBe('success'));
});

describe('pending without an order id (requirements/checkout-and-orders.md §4.3)', () => {
  it('no orderId and no test flag → still_pending', () => expect(decisionWithoutOrder(testFlagOf(new URLSearchParams('')))).toBe('stillPending'));
  it('the test flag keeps the spinner without polling', () => {
    expect(decisionWithoutOrder(testFlagOf(new URLSearchParams('test')))).toBe('wait');
    expect(decisionWithoutOrder(testFlagOf(new URLSearchParams('test=true')))).toBe('wait');
  });
  it('test=false or test=0 is no test flag', () => {
    expect(testFlagOf(new URLSearchParams('test=false'))).toBe(false);
    expect(testFlagOf(new URLSearchParams('test=0'))).toBe(false);
  });
});
