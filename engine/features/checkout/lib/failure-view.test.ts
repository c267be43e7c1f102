import { describe, expect, it } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { failureView } from './failure-view.ts';

const view = (href: string) => failureView(new URLSearchParams(href.split('?')[1] ?? ''));

describe('failure screen (requirements/checkout-and-orders.md §4.3 Failure, requirements/checkout-and-orders.md §8.1)', () => {
  it('plain failure', () => expect(view(paths.checkoutFailure.href({ orderId: 't' })).namespace).toBe('failure'));
  it('HTTP 500 → unknownOrderStatus', () => expect(view(paths.checkoutFailure.href({ unknown: true })).namespace).toBe('unknownOrderStatus'));
  it('status 40 → paymentFailure, with the provider error', () => {
    expect(view('/checkout/failure?orderId=t&paymentFailure=true&payment_error=card_declined')).toMatchObject({ namespace: 'paymentFailure', paymentError: 'card_declined' });
  });
  it('canceled → orderCanceled', () => expect(view(paths.checkoutFailure.href({ orderCanceled: true, paymentFailure: true })).namespace).toBe('orderCanceled'));
  it("the error list round-trips; 'max total exceeded' → maximumValue", () => {
    expect(view(paths.checkoutFailure.href({ errors: ['Sold out', 'max total exceeded'], error_detailed: 'Quota full' })))
      .toMatchObject({ errors: ['Sold out', null], detailed: 'Quota full' });
  });
});
