import type { Db } from '../../db/connect';
import { isoBerlin } from '../../shared/berlin-time';
import type { Lang } from '../../shared/localize';
import { loadCouponItems, loadMerchandiseItems } from './order-json-goods';
import { loadEventItems, loadTourItems } from './order-json-bookings';
import { loadTicketItems } from './order-json-tickets';
import type { OrderItemJson, OrderJson } from './order.schemas';

export { vatString } from './order-json-tickets';

/** The order by numeric id or token, in the §8.2 shape with every item type; null when the shop has none. */
export async function loadOrderJson(db: Db, shopId: number, idOrToken: string, locale: string, main: string): Promise<OrderJson | null> {
  const base = db.selectFrom('orders').selectAll().where('shop_id', '=', shopId);
  const order = await (/^\d{1,9}$/.test(idOrToken) ? base.where('id', '=', Number(idOrToken)) : base.where('token', '=', idOrToken))
    .executeTakeFirst();
  if (!order) return null;
  const lang: Lang = { locale, main };
  const [groups, donations, coupons, positions] = await Promise.all([
    Promise.all([loadTicketItems(db, order.id, lang), loadEventItems(db, order.id, lang), loadTourItems(db, order.id, lang),
      loadMerchandiseItems(db, order.id, lang), loadCouponItems(db, order.id, lang)]),
    db.selectFrom('order_donations as d').innerJoin('donation_campaigns as c', 'c.id', 'd.donation_campaign_id')
      .select(['d.donation_campaign_id', 'c.name', 'd.donation_cents']).where('d.order_id', '=', order.id).orderBy('d.id').execute(),
    db.selectFrom('coupon_redemptions as r').innerJoin('coupon_sales as cs', 'cs.id', 'r.coupon_sale_id')
      .select(['cs.code', 'r.amount_cents']).where('r.order_id', '=', order.id).orderBy('r.id').execute(),
    db.selectFrom('order_items').select(['id', 'position']).where('order_id', '=', order.id).execute(),
  ]);
  const position = new Map(positions.map((row) => [row.id, row.position]));
  const items: OrderItemJson[] = groups.flat().sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0) || a.id - b.id);
  return {
    id: order.id, token: order.token, is_valid: order.is_valid, canceled: order.canceled, payment_status: order.payment_status,
    total_price_cents: order.total_price_cents, comment: order.comment, customer_comment: order.comment, reference: order.reference,
    created_at: isoBerlin(new Date(order.created_at as unknown as Date)), source: order.source, billing_address_id: order.billing_address_id,
    invoice: false, items,
    donations: donations.map((row) => ({
      donation_campaign_id: row.donation_campaign_id, campaign: row.name[locale] ?? row.name[main] ?? null, donation_cents: row.donation_cents,
    })),
    coupons,
  };
}
