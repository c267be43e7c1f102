import type { ListedProduct } from '../api/products.api.ts';

/** A category heading with its products (catalogue.groupByCategory). */
export interface ProductGroup {
  /** null collects products without a category, listed last. */
  category: string | null;
  products: ListedProduct[];
}

/** Groups in the order the categories first appear, so the server's (or the sorted) order survives. */
export function groupByCategory(products: readonly ListedProduct[]): ProductGroup[] {
  const groups = new Map<string | null, ListedProduct[]>();
  for (const product of products) {
    const name = product.category?.name || null;
    groups.set(name, [...(groups.get(name) ?? []), product]);
  }
  const named = [...groups].filter(([name]) => name !== null);
  const rest = groups.get(null);
  return [...named, ...(rest ? [[null, rest] as const] : [])].map(([category, list]) => ({ category, products: list }));
}

/** The earliest upcoming booking start, or undefined when the server sent none. */
export function nextDateOf(product: ListedProduct, now: Date): number | undefined {
  const future = (product.upcoming_bookings_start_times ?? []).map((time) => Date.parse(time)).filter((time) => time >= now.getTime());
  return future.length ? Math.min(...future) : undefined;
}

/**
 * catalogue.sortByNextDate: soonest next booking first; products without a known next date keep
 * their server order behind the others (a stable sort).
 */
export function sortByNextDate(products: readonly ListedProduct[], now: Date): ListedProduct[] {
  const key = (product: ListedProduct) => nextDateOf(product, now) ?? Number.POSITIVE_INFINITY;
  return [...products].sort((a, b) => key(a) - key(b));
}
