/** A priced line of the booking: a participant price or a surcharge with its quantity. */
export interface AmountLine {
  price_cents: number;
  quantity: number;
  /** Group participant prices count once, whatever the number of persons. */
  group?: boolean;
}

/** requirements/cart.md §9.1 Pricing: a group price counts once (when anyone takes it), other lines quantity × price. */
export function lineAmount({ price_cents, quantity, group }: AmountLine): number {
  if (quantity <= 0) return 0;
  return group ? price_cents : quantity * price_cents;
}

/** requirements/tours.md §9: tour subtotal = participant prices (group prices once) + Σ surcharge quantity × price. */
export function tourSubtotal(participants: AmountLine[], surcharges: AmountLine[]): number {
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return sum(participants.map(lineAmount)) + sum(surcharges.map((line) => Math.max(0, line.quantity) * line.price_cents));
}
