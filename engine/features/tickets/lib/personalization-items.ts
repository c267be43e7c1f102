/**
 * requirements/tickets.md §2.7 shop.tickets.personalization?itemIndex: the step personalises the cart item at itemIndex
 * when that item needs it; without a usable itemIndex it shows every item that needs it.
 */
export function itemsForStep<T extends { index: number }>(pending: T[], itemIndex: number | null): T[] {
  if (itemIndex === null) return pending;
  const chosen = pending.filter((item) => item.index === itemIndex);
  return chosen.length ? chosen : pending;
}

/** ?itemIndex as a non-negative integer, else null. */
export function parseItemIndex(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}
