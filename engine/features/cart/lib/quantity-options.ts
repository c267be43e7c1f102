/** requirements/products-and-merchandise.md §9.2 'Coupons': quantity options run from minAvailable to maxAvailable with 0 prepended. */
export function couponQuantityOptions(minAvailable: number, maxAvailable: number): number[] {
  const options = [0];
  for (let quantity = Math.max(1, minAvailable); quantity <= maxAvailable; quantity += 1) options.push(quantity);
  return options;
}

/**
 * requirements/cart.md §5.1: a select offers only the item's 'available' values. The current quantity stays listed
 * even when the list no longer holds it, so the select never shows a value it cannot represent.
 */
export function selectOptions(available: number[], current: number): number[] {
  return [...new Set([current, ...available])].sort((a, b) => a - b);
}
