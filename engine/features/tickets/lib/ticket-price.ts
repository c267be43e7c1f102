import type { Ticket } from '../api/tickets.api.ts';

/** requirements/cart.md §9.1 Pricing: price = round(price − price × discount / 100). */
export function applyDiscount(price: number, discount: number): number {
  return Math.round(price - (price * discount) / 100);
}

/**
 * requirements/tickets.md §3.1 Ticket: dynamic_prices override the price for the selected date or time; an exact start
 * time wins over the day. The discount applies afterwards (server/src/shared/pricing.ts agrees).
 */
export function unitPrice(ticket: Pick<Ticket, 'price_cents' | 'discount' | 'dynamic_prices'>, date: string, time?: string | null): number {
  let dayPrice: number | undefined;
  let slotPrice: number | undefined;
  for (const [key, price] of Object.entries(ticket.dynamic_prices ?? {})) {
    if (key.length === 10) {
      if (key === date) dayPrice = price;
    } else if (time && Date.parse(key) === Date.parse(time)) {
      slotPrice = price;
    }
  }
  return applyDiscount(slotPrice ?? dayPrice ?? ticket.price_cents, ticket.discount ?? 0);
}

/** requirements/cart.md §9.1 Pricing: included VAT = round(qty × price × vat_pct / (100 + vat_pct)). */
export function includedVat(quantity: number, priceCents: number, vatPct: number): number {
  return Math.round((quantity * priceCents * vatPct) / (100 + vatPct));
}
