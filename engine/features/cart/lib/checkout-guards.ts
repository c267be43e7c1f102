import type { ShippingSelection } from './shipping-modes.ts';

export type CheckoutProblem = 'noItems' | 'terms' | 'shipping';

export interface CheckoutGuardInput {
  itemCount: number;
  /** A terms translation exists and the visitor is a logged-in normal user (requirements/cart.md §5.1). */
  termsRequired: boolean;
  termsAccepted: boolean;
  shippingOptional: boolean;
  shippingItemCount: number;
  shippingSelection: ShippingSelection;
}

/** requirements/cart.md §5.1 'Checkout requires': every unmet requirement, in the order the error summary lists them. */
export function checkoutProblems(input: CheckoutGuardInput): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (input.itemCount === 0) problems.push('noItems');
  if (input.termsRequired && !input.termsAccepted) problems.push('terms');
  if (input.shippingOptional && input.shippingItemCount > 0 && input.shippingSelection === null) problems.push('shipping');
  return problems;
}
