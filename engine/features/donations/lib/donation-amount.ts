/** requirements/cart.md §2.5 donation step: preset amounts in whole euros. */
export const PRESET_EUROS = [5, 10, 25] as const;

/**
 * The free amount is whole euros only: digits, at least 1, at most 10 000 (an upper bound so a
 * slipped key does not add a five-figure donation). Returns cents, or null when invalid.
 */
export function parseWholeEuros(input: string): number | null {
  const text = input.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const euros = Number(text);
  return euros >= 1 && euros <= 10_000 ? euros * 100 : null;
}

/** The chosen amount in cents: a preset, or the free field when 'other' is chosen. */
export function donationCents(choice: number | 'other' | null, free: string): number | null {
  if (choice === null) return null;
  return choice === 'other' ? parseWholeEuros(free) : choice * 100;
}
