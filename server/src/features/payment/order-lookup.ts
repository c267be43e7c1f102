import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';

/** The order columns payment code needs. */
export interface PayableOrder {
  id: number; shop_id: number; token: string; total_price_cents: number; payment_status: number;
  is_valid: boolean; canceled: boolean; payment_deadline: Date | null; payment_mode_id: number | null;
  locale: string;
}

const COLUMNS = [
  'id', 'shop_id', 'token', 'total_price_cents', 'payment_status', 'is_valid', 'canceled',
  'payment_deadline', 'payment_mode_id', 'locale',
] as const;

/**
 * Payment routes address orders by token only: the token is the secret the shop holds,
 * numeric ids are guessable. Another shop's order is "not found".
 */
export async function findOrderByToken(db: Db, token: string, shopId?: number): Promise<PayableOrder> {
  let query = db.selectFrom('orders').select(COLUMNS).where('token', '=', token);
  if (shopId !== undefined) query = query.where('shop_id', '=', shopId);
  const order = await query.executeTakeFirst();
  if (!order) throw ApiError.notFound('Order');
  return order;
}
