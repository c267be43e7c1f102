/** requirements/products-and-merchandise.md §9 'Warning style when capacity < 10'. */
const FEW_LEFT_BELOW = 10;

/** Some stock left, but under the warning threshold; null stock is unlimited. */
export function isFewLeft(available: number | null | undefined): boolean {
  return typeof available === 'number' && available > 0 && available < FEW_LEFT_BELOW;
}

/** Stock is counted and gone. */
export function isSoldOut(available: number | null | undefined): boolean {
  return available === 0;
}
