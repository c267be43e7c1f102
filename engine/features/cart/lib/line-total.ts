import type { CartItem, CartPriceRow } from '../../../shared/cart-line/cart-line.ts';

/** Event price rows carry their own quantity and price: each row counts once (requirements/cart.md §9.1 'group prices once'). */
function priceRowsOf(item: CartItem): CartPriceRow[] | null {
  const prices = item.cart.prices;
  if (!Array.isArray(prices)) return null;
  // A stored cart is read back from the browser: rows without a price fall back to quantity × price_cents.
  return prices.every((row) => typeof row.price_cents === 'number') ? prices : null;
}

/** Units the line bills; a tour is one booking whatever its participants (requirements/cart.md §2.1). */
export function lineQuantity(item: CartItem): number {
  if (item.type === 'Tour') return 1;
  return item.attributes.quantity ?? 1;
}

/**
 * requirements/cart.md §9: a line is quantity × price_cents. A precomputed totalCents (tours with surcharges) wins;
 * events with per-price quantities sum their price rows once instead of multiplying again.
 */
export function lineTotal(item: CartItem): number {
  if (typeof item.cart.totalCents === 'number') return item.cart.totalCents;
  const rows = priceRowsOf(item);
  if (rows) return rows.reduce((sum, row) => sum + (row.quantity ?? 0) * row.price_cents, 0);
  return lineQuantity(item) * item.cart.price_cents;
}

/** requirements/cart.md §9: subtotal = Σ quantity × price_cents over all items. */
export function itemsSubtotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** requirements/cart.md §9.1 'Merchandise discount percent': price = round(price − price × discount / 100). */
export function discountedPrice(priceCents: number, discountPct: number): number {
  return Math.round(priceCents - (priceCents * discountPct) / 100);
}
