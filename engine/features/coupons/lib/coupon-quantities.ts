/**
 * requirements/products-and-merchandise.md §9.2 'Coupons': options run from minAvailable to maxAvailable with 0 prepended. Counted
 * stock caps the list, and a booked-out coupon offers only 0 (its select is disabled, requirements/products-and-merchandise.md §2).
 */
export function couponQuantityOptions(minAvailable: number, maxAvailable: number, available: number | null = null): number[] {
  const top = Math.min(maxAvailable, available ?? Number.POSITIVE_INFINITY);
  const options = [0];
  for (let quantity = Math.max(1, Math.floor(minAvailable)); quantity <= top; quantity += 1) options.push(quantity);
  return options;
}
