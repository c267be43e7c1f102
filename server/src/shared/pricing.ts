import { dayOf } from './berlin-time';

/** The ticket fields the price rules read. */
export interface PricedTicket {
  price_cents: number;
  discount: number;
  dynamic_prices: Record<string, number>;
}

/**
 * The price of one unit at `slot`: a dynamic price for that exact start time wins over one
 * for the day, which wins over price_cents; then the percentage discount.
 * @see requirements/tickets.md §3.1 Ticket (dynamic_prices), requirements/cart.md §9.1 Pricing
 */
export function unitPrice(ticket: PricedTicket, slot: Date): number {
  const day = dayOf(slot);
  let slotPrice: number | undefined;
  let dayPrice: number | undefined;
  for (const [key, price] of Object.entries(ticket.dynamic_prices ?? {})) {
    if (key.length === 10) {
      if (key === day) dayPrice = price;
    } else if (Date.parse(key) === slot.getTime()) {
      slotPrice = price;
    }
  }
  return applyDiscount(slotPrice ?? dayPrice ?? ticket.price_cents, ticket.discount);
}

export function applyDiscount(price: number, discount: number): number {
  return Math.round(price - (price * discount) / 100);
}
