import type { ShippingSelection } from './shipping-modes.ts';

export type CheckoutProblem = 'noItems' | 'startTime' | 'terms' | 'shipping';

export interface CheckoutGuardInput {
  itemCount: number;
  /** Alternative style: items still waiting for their entry time (requirements/tickets.md §2.4; issue 20). */
  startPending: number;
  /** A terms translation exists and the visitor is a logged-in normal user (requirements/cart.md §5.1). */
  termsRequired: boolean;
  termsAccepted: boolean;
  /** The print-at-home/shipping choice is offered (shipping-modes.ts showsShippingChoice). */
  shippingChoiceShown: boolean;
  shippingSelection: ShippingSelection;
}

/** requirements/cart.md §5.1 'Checkout requires': every unmet requirement, in the order the error summary lists them. */
export function checkoutProblems(input: CheckoutGuardInput): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (input.itemCount === 0) problems.push('noItems');
  // An entry-duration ticket without its entry time would be ordered at a time nobody chose, without a hold.
  if (input.startPending > 0) problems.push('startTime');
  if (input.termsRequired && !input.termsAccepted) problems.push('terms');
  // requirements/cart.md §5.1: a choice is needed where one is offered (annual cards alone are always posted).
  if (input.shippingChoiceShown && input.shippingSelection === null) problems.push('shipping');
  return problems;
}
