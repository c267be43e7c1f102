import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import { insertShop } from './shop.fixtures';

/** Test-only: the demo shop's payment modes (ids as in requirements/payment.md §9), one per flow the sandbox offers. */
export async function insertPaymentShop(db: Db): Promise<number> {
  const shopId = await insertShop(db);
  const mode = (id: number, kind: string, settings: Record<string, unknown> = {}) => ({
    id, shop_id: shopId, name: JSON.stringify({ de: kind }), kind, settings: JSON.stringify(settings),
  });
  await db.insertInto('payment_modes').values([
    mode(2, 'credit_card'), mode(7, 'wallet'), mode(8, 'sepa'), mode(6, 'collective_invoice'), mode(9, 'instant_transfer'),
    mode(12, 'credit_card', { flow: 'iframe' }), mode(13, 'credit_card', { flow: 'form' }),
  ]).execute();
  return shopId;
}

/** Test-only: an unpaid order row (no items; payment code never reads them). */
export async function insertUnpaidOrder(db: Db, shopId: number, deadline: Date, totalCents = 2400) {
  return db.insertInto('orders').values({
    shop_id: shopId, token: randomBytes(16).toString('base64url'), total_price_cents: totalCents,
    payment_status: 10, is_valid: false, payment_deadline: deadline, data: JSON.stringify({}),
  }).returning(['id', 'token', 'shop_id', 'total_price_cents', 'is_valid', 'canceled']).executeTakeFirstOrThrow();
}

export async function orderState(db: Db, token: string) {
  return db.selectFrom('orders').select(['payment_status', 'is_valid', 'canceled', 'payment_deadline', 'payment_mode_id'])
    .where('token', '=', token).executeTakeFirstOrThrow();
}
