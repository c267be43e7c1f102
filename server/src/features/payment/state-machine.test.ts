import { describe, expect, it } from 'vitest';
import type { PaymentState, RecordedNotification } from './payment-status';
import { applyNotification } from './state-machine';

const NOW = new Date('2026-07-06T10:00:00Z');
const outstanding: PaymentState = {
  payment_status: 10, is_valid: false, canceled: false, payment_deadline: new Date('2026-07-06T10:30:00Z'),
};

describe('payment state machine', () => {
  it('moves an outstanding order to completed and valid on paid', () => {
    const result = applyNotification(outstanding, 'paid', undefined, NOW);
    expect(result).toMatchObject({ outcome: 'completed', duplicate: false, state: { payment_status: 30, is_valid: true, canceled: false } });
  });

  it('moves it to failed (40, not valid) on failed', () => {
    expect(applyNotification(outstanding, 'failed', undefined, NOW).state).toMatchObject({ payment_status: 40, is_valid: false });
  });

  it('cancels it on canceled, keeping status 10', () => {
    expect(applyNotification(outstanding, 'canceled', undefined, NOW).state).toMatchObject({ payment_status: 10, canceled: true });
  });

  it('answers a repeated notification id with its first outcome and changes nothing', () => {
    const paid = { ...outstanding, payment_status: 30, is_valid: true };
    const previous: RecordedNotification = { event: 'paid', outcome: 'completed', reason: null, at: NOW.toISOString() };
    const result = applyNotification(paid, 'paid', previous, NOW);
    expect(result).toEqual({ state: paid, outcome: 'completed', reason: null, duplicate: true });
  });

  it('never revives a canceled order with a late paid', () => {
    const canceled = { ...outstanding, canceled: true };
    expect(applyNotification(canceled, 'paid', undefined, NOW)).toMatchObject({ outcome: 'rejected', reason: 'order_canceled', state: canceled });
  });

  it('rejects paid after the payment deadline even before the order was marked canceled', () => {
    const late = new Date('2026-07-06T10:30:00Z');
    expect(applyNotification(outstanding, 'paid', undefined, late)).toMatchObject({ outcome: 'rejected', reason: 'payment_deadline_passed', state: outstanding });
  });

  it('does not book a paid order twice nor fail it afterwards', () => {
    const paid = { ...outstanding, payment_status: 30, is_valid: true };
    expect(applyNotification(paid, 'paid', undefined, NOW)).toMatchObject({ outcome: 'rejected', reason: 'order_already_paid' });
    expect(applyNotification(paid, 'failed', undefined, NOW).state).toBe(paid);
  });
});
