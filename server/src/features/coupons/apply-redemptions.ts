import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/**
 * Debits what a now-valid order redeemed from its codes, once (applied_at), capped at the
 * code's value. Until then the amounts were only reserved by the live order (code-status.ts).
 */
export async function applyRedemptions(db: Db, orderId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('coupon_redemptions').select(['id', 'coupon_sale_id', 'amount_cents'])
      .where('order_id', '=', orderId).where('applied_at', 'is', null).orderBy('coupon_sale_id').forUpdate().execute();
    for (const row of rows) {
      await trx.updateTable('coupon_sales').set({ debit_cents: sql`least(value_cents, debit_cents + ${row.amount_cents})` })
        .where('id', '=', row.coupon_sale_id).execute();
      await trx.updateTable('coupon_redemptions').set({ applied_at: now }).where('id', '=', row.id).execute();
    }
  });
}
