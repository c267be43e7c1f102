import type { Db } from '../../db/connect';
import type { FieldErrors } from '../../http/api-error';
import type { QuotaDemand } from '../capacity/capacity';
import type { TicketLineRows } from './ticket-order.store';

/** Where and for whom an order is placed. */
export interface OrderContext {
  shopId: number;
  now: Date;
  /** Price target audience of the signed-in customer or the billing address (special prices). */
  audienceId: number | null;
  /** The buyer's customer id: seats this customer holds are theirs to book (seat-holds.ts). */
  customerId: number | null;
  /** How long the ticket definitions an order names may come from this process's cache (0: read each time). */
  definitionCacheMs: number;
}

/**
 * One item type's share of an order: checked and priced before the transaction, booked
 * inside it. `book` re-checks capacity under its locks and throws ApiError 422 when a
 * place went away meanwhile, which rolls back the whole order (requirements/api.md §8.5).
 */
export interface OrderPart {
  errors: FieldErrors;
  subtotalCents: number;
  book(trx: Db, orderId: number): Promise<void>;
  /** Ticket lines that an order of nothing else can place in one statement instead of `book` (ticket-order.store.ts). */
  atOnce?: { lines: TicketLineRows[]; demands: QuotaDemand[] };
}

export const emptyPart: OrderPart = { errors: {}, subtotalCents: 0, book: async () => {} };

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export const itemField = (index: number, field: string) => `items.${index}.attributes.${field}`;
