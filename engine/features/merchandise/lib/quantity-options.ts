/** requirements/products-and-merchandise.md §5.1 'Merchandise, coupons, annual': the select never offers more than 10. */
const MERCHANDISE_QUANTITY_CAP = 10;

/**
 * requirements/products-and-merchandise.md §5: options 0..min(maxQuantity setting, 10). Stock (null = unlimited) caps the
 * list further, so the select never offers what the order would refuse (server stock-check.ts).
 */
export function merchandiseQuantityOptions(maxQuantity: number, available: number | null): number[] {
  const stock = available ?? Number.POSITIVE_INFINITY;
  const top = Math.max(0, Math.floor(Math.min(maxQuantity, MERCHANDISE_QUANTITY_CAP, stock)));
  return Array.from({ length: top + 1 }, (_, quantity) => quantity);
}
