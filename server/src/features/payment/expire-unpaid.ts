import type { Db } from '../../db/connect';
import { PaymentStatus } from './payment-status';

/**
 * Unpaid orders past their payment window are shown as canceled. Their places are free
 * already (the capacity ledger ignores payment_deadline < now); this makes the order
 * say so, and makes a late 'paid' find a canceled order. payment_status stays 10:
 * nothing was ever paid. @see spec §4.5, §4.6
 * @returns how many orders were canceled
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  const rows = await db.updateTable('orders')
    .set({ canceled: true })
    .where('payment_status', '=', PaymentStatus.OUTSTANDING)
    .where('is_valid', '=', false)
    .where('canceled', '=', false)
    .where('payment_deadline', 'is not', null)
    .where('payment_deadline', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
}
