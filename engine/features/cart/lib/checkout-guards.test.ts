import { describe, expect, it } from 'vitest';
import { checkoutProblems, type CheckoutGuardInput } from './checkout-guards.ts';

const ok: CheckoutGuardInput = { itemCount: 1, startPending: 0, termsRequired: true, termsAccepted: true, shippingChoiceShown: true, shippingSelection: true };

describe('checkout guards (requirements/cart.md §5.1)', () => {
  it('passes when every requirement is met', () => expect(checkoutProblems(ok)).toEqual([]));
  it('requires at least one item', () => expect(checkoutProblems({ ...ok, itemCount: 0 })).toEqual(['noItems']));
  it('requires the entry time of every alternative-style ticket still waiting for one (issue 20)', () => {
    expect(checkoutProblems({ ...ok, startPending: 1 })).toEqual(['startTime']);
  });
  it('requires the terms checkbox when a terms text exists', () => {
    expect(checkoutProblems({ ...ok, termsAccepted: false })).toEqual(['terms']);
    expect(checkoutProblems({ ...ok, termsRequired: false, termsAccepted: false })).toEqual([]);
  });
  it('requires a shipping choice where the choice is offered (optional shipping, something to post that is not an annual card)', () => {
    expect(checkoutProblems({ ...ok, shippingSelection: null })).toEqual(['shipping']);
    expect(checkoutProblems({ ...ok, shippingSelection: null, shippingChoiceShown: false })).toEqual([]);
  });
});
