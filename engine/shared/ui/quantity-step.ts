/** The allowed quantity next to `value` in `direction` (options ascending), or null at the end of the range. */
export function stepQuantity(options: number[], value: number, direction: -1 | 1): number | null {
  const candidates = direction > 0 ? options.filter((option) => option > value) : options.filter((option) => option < value);
  if (candidates.length === 0) return null;
  return direction > 0 ? Math.min(...candidates) : Math.max(...candidates);
}
