import type { Db } from '../../db/connect';

/**
 * Counts one use of a valid code (not expired on `today`, uses left) and moves the customer into its
 * price target audience, both or neither. The conditional UPDATE decides races for the last use.
 */
export function redeemVipCode(db: Db, customer: { id: number; shop_id: number }, code: string, today: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('vip_codes').set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('shop_id', '=', customer.shop_id).where('code', '=', code)
      .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', today)]))
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .returning('price_target_audience_id').executeTakeFirst();
    if (row) await trx.updateTable('customers').set({ price_target_audience_id: row.price_target_audience_id }).where('id', '=', customer.id).execute();
    return row;
  });
}
