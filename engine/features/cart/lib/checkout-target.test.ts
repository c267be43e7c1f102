import { describe, expect, it } from 'vitest';
import { checkoutTarget, type TargetInput } from './checkout-target.ts';

const base: TargetInput = { personalizationIndex: -1, shopper: 'user', shipping: false, requireShippingAddress: true, registrationAllowed: true };

describe('checkout from the cart (requirements/checkout-and-orders.md §4.1)', () => {
  it('personalisation required → personalisation', () => expect(checkoutTarget({ ...base, personalizationIndex: 0 })).toBe('personalization'));
  it('logged-in user with shipping selected → shipping address', () => expect(checkoutTarget({ ...base, shipping: true })).toBe('shippingAddress'));
  it('logged-in user without shipping → process', () => expect(checkoutTarget(base)).toBe('process'));
  it('anonymous with registration allowed → checkout/user', () => expect(checkoutTarget({ ...base, shopper: 'anonymous' })).toBe('checkoutUser'));
  it('anonymous without registration → guest', () => expect(checkoutTarget({ ...base, shopper: 'anonymous', registrationAllowed: false })).toBe('guest'));
});
