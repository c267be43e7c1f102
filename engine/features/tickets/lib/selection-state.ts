/** The part of a ticket row the selection rules read. */
export interface SelectableRow {
  quantity: number;
  bookedOut: boolean;
  ticket: { is_sub_ticket: boolean };
}

export type SelectionMessage = 'noSelection' | 'empty' | 'noneAvailable';

/**
 * requirements/tickets.md §4.4 ticket selection messages, in the order the screen checks them: a time is required but
 * not chosen → 'noSelection'; no ticket rows → 'empty'; every row booked out → 'noneAvailable'.
 */
export function selectionMessage(rows: SelectableRow[], needsTime: boolean): SelectionMessage | null {
  if (needsTime) return 'noSelection';
  if (rows.length === 0) return 'empty';
  return rows.every((row) => row.bookedOut) ? 'noneAvailable' : null;
}

/** requirements/tickets.md §5: at least one non-sub-ticket row must have a quantity above 0 before add to cart. */
export function hasSelection(rows: SelectableRow[]): boolean {
  return rows.some((row) => !row.ticket.is_sub_ticket && row.quantity > 0);
}
