import type { Db } from '../../db/connect';
import { textOrNull, type Lang } from '../../shared/localize';
import { orderableOf } from './order-json-pictures';
import { vatString } from './order-json-tickets';
import type { OrderItemJson } from './order.schemas';

/** Merchandise items (shipping articles included); shape designed here, like §8.4. */
export async function loadMerchandiseItems(db: Db, orderId: number, lang: Lang): Promise<OrderItemJson[]> {
  const rows = await db.selectFrom('order_items as oi')
    .innerJoin('merchandises as m', (join) => join.on((eb) => eb(eb.cast(eb.ref('oi.attributes', '->>').key('merchandise_id'), 'integer'), '=', eb.ref('m.id'))))
    .select(['oi.id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.quantity', 'm.id as merchandise_id', 'm.title', 'm.description', 'm.is_shipping_article', 'm.picture'])
    .where('oi.order_id', '=', orderId).where('oi.type', '=', 'Merchandise').orderBy('oi.id').execute();
  return rows.map((row) => ({
    id: row.id, type: 'Merchandise' as const, price_cents: row.price_cents, vat_pct: vatString(row.vat_pct), tax_included: row.tax_included,
    ...orderableOf(row.picture),
    attributes: {
      id: row.id, merchandise_id: row.merchandise_id, title: textOrNull(row.title, lang), description: textOrNull(row.description, lang),
      quantity: row.quantity, is_shipping_article: row.is_shipping_article,
    },
  }));
}

/** Coupon products bought with the order and the codes they became. */
export async function loadCouponItems(db: Db, orderId: number, lang: Lang): Promise<OrderItemJson[]> {
  const rows = await db.selectFrom('order_items as oi')
    .innerJoin('coupons as c', (join) => join.on((eb) => eb(eb.cast(eb.ref('oi.attributes', '->>').key('coupon_id'), 'integer'), '=', eb.ref('c.id'))))
    .select(['oi.id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.quantity', 'c.id as coupon_id', 'c.title', 'c.description', 'c.kind', 'c.value_cents', 'c.ticket_id'])
    .where('oi.order_id', '=', orderId).where('oi.type', '=', 'Coupon').orderBy('oi.id').execute();
  const codes = rows.length
    ? await db.selectFrom('coupon_sales').select(['order_item_id', 'code']).where('order_item_id', 'in', rows.map((row) => row.id)).orderBy('id').execute()
    : [];
  return rows.map((row) => {
    const mine = codes.filter((code) => code.order_item_id === row.id).map((code) => code.code);
    return {
      id: row.id, type: 'Coupon' as const, price_cents: row.price_cents, vat_pct: vatString(row.vat_pct), tax_included: row.tax_included,
      attributes: {
        id: row.id, coupon_id: row.coupon_id, title: textOrNull(row.title, lang), description: textOrNull(row.description, lang),
        quantity: row.quantity, value_cents: row.kind === 'value' ? row.value_cents : null, ticket_id: row.ticket_id,
        is_voucher: row.kind === 'ticket', code: mine[0] ?? null, codes: mine,
      },
    };
  });
}
