/** requirements/one-pager.md §4.1 'Other': tickets → customer form → overview and attendees → checkout. */
export type OnePagerStep = 'tickets' | 'customer' | 'overview';

export interface StepInput {
  /** The visitor pressed 'next' under the tickets with a valid selection. */
  ticketsConfirmed: boolean;
  /** Validated session: a signed-in customer or guest skips the form (requirements/accounts.md §6.4 'Resellers' too). */
  signedIn: boolean;
}

/** The furthest step the visitor has reached; earlier steps stay on screen above it. */
export function currentStep({ ticketsConfirmed, signedIn }: StepInput): OnePagerStep {
  if (!ticketsConfirmed) return 'tickets';
  return signedIn ? 'overview' : 'customer';
}

/** requirements/one-pager.md §5.1 One-pager: at least one quantity above 0. */
export function hasQuantity(selection: Record<number, number>): boolean {
  return Object.values(selection).some((quantity) => quantity > 0);
}

/**
 * requirements/accounts.md §6.4 'Resellers': an address with collective invoice payment, or a company customer,
 * orders as a reseller; the one-pager then hides its customer form.
 */
export function isReseller(customer: { customer_type?: string } | null, collectiveInvoice: boolean): boolean {
  return collectiveInvoice || customer?.customer_type === '3';
}
