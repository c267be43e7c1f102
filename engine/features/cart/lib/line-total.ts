import { cartLineSummary } from '../../../../booking-summary/cart-line-summary.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

/** Units the line's select changes (tickets, goods, single-price events); a tour is one booking (requirements/cart.md §2.1). */
export function lineQuantity(item: CartItem): number {
  if (item.type === 'Tour') return 1;
  return item.attributes.quantity ?? 1;
}

/**
 * requirements/cart.md §9: a line is quantity × price_cents; a precomputed totalCents (tours with surcharges) wins; event
 * price rows count once each. The booking summary computes it, so the row, the totals and every other reader agree.
 */
export function lineTotal(item: CartItem): number {
  return cartLineSummary(item).totalCents;
}

/** requirements/cart.md §9: subtotal = Σ quantity × price_cents over all items. */
export function itemsSubtotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** requirements/cart.md §9.1 'Merchandise discount percent': price = round(price − price × discount / 100). */
export function discountedPrice(priceCents: number, discountPct: number): number {
  return Math.round(priceCents - (priceCents * discountPct) / 100);
}
