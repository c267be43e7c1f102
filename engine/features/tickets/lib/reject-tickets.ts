/**
 * requirements/tickets.md §9.2 rejectTickets: with more than `limit` tickets, zero-price ones move behind 'show more'.
 */
export function splitZeroPrice<T>(rows: T[], priceOf: (row: T) => number, limit: number): { shown: T[]; more: T[] } {
  if (rows.length <= limit) return { shown: rows, more: [] };
  return { shown: rows.filter((row) => priceOf(row) !== 0), more: rows.filter((row) => priceOf(row) === 0) };
}
