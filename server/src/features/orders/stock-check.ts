import type { Db } from '../../db/connect';
import { ApiError, type FieldErrors } from '../../http/api-error';
import { addError, itemField } from './order-parts';
import { stockLeft, type StockedTable } from './stock.store';

export interface StockLine { index: number; id: number; quantity: number }

/** Lines wanting more than is left (all lines of one product together) → `items.N.attributes.quantity` errors. */
export async function stockErrors(db: Db, table: StockedTable, lines: StockLine[], now: Date, lock = false): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const left = await stockLeft(db, table, [...new Set(lines.map((line) => line.id))], now, lock);
  const wanted = new Map<number, number>();
  for (const line of lines) {
    wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
    const available = left.get(line.id);
    if (available !== undefined && available !== null && wanted.get(line.id)! > available) {
      addError(errors, itemField(line.index, 'quantity'), `only ${Math.max(0, available)} left`);
    }
  }
  return errors;
}

/** Inside the transaction: the product rows are locked (FOR UPDATE), then re-counted; 422 when another order took the last pieces. */
export async function requireStock(trx: Db, table: StockedTable, lines: StockLine[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  const errors = await stockErrors(trx, table, lines, now, true);
  if (Object.keys(errors).length) throw ApiError.invalid('Out of stock', errors);
}
