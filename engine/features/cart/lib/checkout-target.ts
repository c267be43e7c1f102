/** requirements/accounts.md §6.2: who is at the checkout. */
export type Shopper = 'anonymous' | 'guest' | 'user';

export type CheckoutTarget = 'personalization' | 'shippingAddress' | 'process' | 'checkoutUser' | 'guest';

export interface TargetInput {
  /** Index of the first item that still needs attendees, or -1. */
  personalizationIndex: number;
  shopper: Shopper;
  /** The visitor chose shipping (or shipping is not optional and something is posted). */
  shipping: boolean;
  requireShippingAddress: boolean;
  registrationAllowed: boolean;
}

/**
 * requirements/checkout-and-orders.md §4.1: personalisation first; a signed-in buyer goes to the shipping address when shipping was
 * selected, else straight to process; an anonymous visitor (holds refreshed by the caller) goes to
 * checkout/user when registration is allowed, else to the guest form.
 */
export function checkoutTarget(input: TargetInput): CheckoutTarget {
  if (input.personalizationIndex >= 0) return 'personalization';
  if (input.shopper !== 'anonymous') return input.shipping && input.requireShippingAddress ? 'shippingAddress' : 'process';
  return input.registrationAllowed ? 'checkoutUser' : 'guest';
}
