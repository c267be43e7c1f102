import { describe, expect, it } from 'vitest';
import { checkoutProblems, type CheckoutGuardInput } from './checkout-guards.ts';

const ok: CheckoutGuardInput = { itemCount: 1, termsRequired: true, termsAccepted: true, shippingOptional: true, shippingItemCount: 1, shippingSelection: true };

describe('checkout guards (requirements/cart.md §5.1)', () => {
  it('passes when every requirement is met', () => expect(checkoutProblems(ok)).toEqual([]));
  it('requires at least one item', () => expect(checkoutProblems({ ...ok, itemCount: 0 })).toEqual(['noItems']));
  it('requires the terms checkbox when a terms text exists', () => {
    expect(checkoutProblems({ ...ok, termsAccepted: false })).toEqual(['terms']);
    expect(checkoutProblems({ ...ok, termsRequired: false, termsAccepted: false })).toEqual([]);
  });
  it('requires a shipping choice when shipping is optional and shipping items exist', () => {
    expect(checkoutProblems({ ...ok, shippingSelection: null })).toEqual(['shipping']);
    expect(checkoutProblems({ ...ok, shippingSelection: null, shippingItemCount: 0 })).toEqual([]);
    expect(checkoutProblems({ ...ok, shippingSelection: null, shippingOptional: false })).toEqual([]);
  });
});
