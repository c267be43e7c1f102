import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { PaymentStatus, type NotificationEvent, type RecordedNotification } from './payment-status';
import { applyNotification, type Transition } from './state-machine';

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

/**
 * Unpaid orders past their payment window are shown as canceled. Their places are free
 * already (the capacity ledger ignores payment_deadline < now); this makes the order
 * say so, and makes a late 'paid' find a canceled order. payment_status stays 10:
 * nothing was ever paid. @see requirements/checkout-and-orders.md §4.2, requirements/checkout-and-orders.md §4.3
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

/** The payment mode of the shop with the shop's currency. */
export function findPaymentMode(db: Db, shopId: number, paymentModeId: number) {
  return db.selectFrom('payment_modes').innerJoin('shops', 'shops.id', 'payment_modes.shop_id')
    .select(['payment_modes.kind', 'payment_modes.settings', 'shops.currency'])
    .where('payment_modes.shop_id', '=', shopId).where('payment_modes.id', '=', paymentModeId).executeTakeFirst();
}

/** The mode the buyer pays with; `valid` also makes the order valid now (collective invoice: no payment step). */
export async function setPaymentMode(db: Db, orderId: number, paymentModeId: number, valid: boolean): Promise<void> {
  await db.updateTable('orders')
    .set(valid ? { is_valid: true, payment_deadline: null, payment_mode_id: paymentModeId } : { payment_mode_id: paymentModeId })
    .where('id', '=', orderId).execute();
}

/**
 * Applies one notification under the order's row lock, so two deliveries of the same id cannot both
 * book; the outcome is kept on the order, so a repeated id gets the first answer again.
 */
export function applyNotificationLocked(db: Db, notification: { id: string; order_token: string; event: NotificationEvent }, now: Date) {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders')
      .select(['id', 'token', 'payment_status', 'is_valid', 'canceled', 'payment_deadline', 'data'])
      .where('token', '=', notification.order_token).forUpdate().executeTakeFirst();
    if (!order) throw ApiError.notFound('Order');
    const seen = (order.data.payment_notifications ?? {}) as Record<string, RecordedNotification>;
    const transition: Transition = applyNotification(order, notification.event, seen[notification.id], now);
    if (!transition.duplicate) {
      const record: RecordedNotification = {
        event: notification.event, outcome: transition.outcome, reason: transition.reason, at: now.toISOString(),
      };
      const { payment_status, is_valid, canceled } = transition.state;
      await trx.updateTable('orders').set({
        payment_status, is_valid, canceled,
        data: JSON.stringify({ ...order.data, payment_notifications: { ...seen, [notification.id]: record } }),
      }).where('id', '=', order.id).execute();
    }
    return { orderId: order.id, token: order.token, transition };
  });
}
