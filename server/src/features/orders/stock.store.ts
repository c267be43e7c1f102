import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';

/** The products with a stock column and the order item type and attribute that name them. */
export const STOCKED = {
  merchandises: { type: 'Merchandise', key: 'merchandise_id' },
  coupons: { type: 'Coupon', key: 'coupon_id' },
} as const;

export type StockedTable = keyof typeof STOCKED;

/**
 * Pieces left of a product: its stock minus what live orders hold that have not been
 * debited yet (orders.data.stock_applied_at unset). Stock is debited only once an order
 * is valid (applyStock), so a failed or expired payment gives its pieces back by itself,
 * like places and coupon amounts (live-order.ts). Null stock is unlimited.
 */
export async function stockLeft(db: Db, table: StockedTable, ids: number[], now: Date, lock = false): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const { type, key } = STOCKED[table];
  let query = db.selectFrom(table).select(['id', 'stock']).where('id', 'in', ids).orderBy('id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  const held = await sql<{ id: number; quantity: number }>`
    select (oi.attributes->>${key})::int as id, sum(oi.quantity)::int as quantity
    from order_items oi join orders o on o.id = oi.order_id
    where oi.type = ${type} and (oi.attributes->>${key})::int = any(${ids}::int[])
      and o.data->>'stock_applied_at' is null and ${liveOrder(now)}
    group by 1`.execute(db);
  const holding = new Map(held.rows.map((row) => [Number(row.id), Number(row.quantity)]));
  return new Map(rows.map((row) => [row.id, row.stock === null ? null : row.stock - (holding.get(row.id) ?? 0)]));
}

/** Once per valid order: its merchandise and coupon quantities leave the stock. */
export async function applyStock(db: Db, orderId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx.updateTable('orders')
      .set({ data: sql`data || jsonb_build_object('stock_applied_at', ${now.toISOString()}::text)` })
      .where('id', '=', orderId).where('is_valid', '=', true).where(sql<boolean>`data->>'stock_applied_at' is null`).returning('id').executeTakeFirst();
    if (!claimed) return;
    for (const [table, { type, key }] of Object.entries(STOCKED) as [StockedTable, (typeof STOCKED)[StockedTable]][]) {
      await sql`update ${sql.table(table)} p set stock = p.stock - s.quantity
        from (select (attributes->>${key})::int as id, sum(quantity)::int as quantity from order_items
              where order_id = ${orderId} and type = ${type} group by 1) s
        where p.id = s.id and p.stock is not null`.execute(trx);
    }
  });
}
