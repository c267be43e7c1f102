import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Localized, Picture } from '../../db/schema';

/** Item kinds that are not tickets; every other item is read as a ticket (its sale joined). */
const NOT_TICKETS = new Set(['Event', 'Tour', 'Merchandise', 'Coupon']);

/**
 * The shop's order by numeric id or by token, with its items' ids, positions and types and whether it has donations
 * and redeemed codes, so that its answer reads only the parts it has (issue 16: a ticket order is read in two
 * statements). Few subqueries: planning them cost more than running them.
 */
export async function findOrder(db: Db, shopId: number, idOrToken: string) {
  const base = db.selectFrom('orders').selectAll().select([
    sql<{ id: number; position: number; type: string }[]>`coalesce((select json_agg(json_build_object('id', oi.id, 'position', oi.position, 'type', oi.type))
      from order_items oi where oi.order_id = orders.id), '[]'::json)`.as('item_rows'),
    sql<boolean>`exists(select 1 from order_donations d where d.order_id = orders.id)`.as('has_donations'),
    sql<boolean>`exists(select 1 from coupon_redemptions r where r.order_id = orders.id)`.as('has_redemptions'),
  ]).where('shop_id', '=', shopId);
  const order = await (/^\d{1,9}$/.test(idOrToken) ? base.where('id', '=', Number(idOrToken)) : base.where('token', '=', idOrToken)).executeTakeFirst();
  if (!order) return undefined;
  const types = new Set(order.item_rows.map((row) => row.type));
  return {
    ...order, positions: order.item_rows,
    has_tickets: order.item_rows.some((row) => !NOT_TICKETS.has(row.type)), has_events: types.has('Event'), has_tours: types.has('Tour'),
    has_merchandise: types.has('Merchandise'), has_coupons: types.has('Coupon'),
  };
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The columns of an order that its answer (order-json.ts) and the payment start read. */
export const ORDER_HEAD = [
  'id', 'shop_id', 'token', 'total_price_cents', 'is_valid', 'canceled', 'payment_status', 'comment', 'reference', 'created_at',
  'source', 'billing_address_id',
] as const;
export type OrderHead = Pick<OrderRow, (typeof ORDER_HEAD)[number]>;

export interface BarcodeRow { id: number; barcode: string; ticket_sale_id: number }
interface PlaceRow { id: number; title: Localized; picture: Picture }

/** The museums and the exhibitions of the ticket aliased `t`, with their titles and pictures (the answer's places and pictures). */
export const museumsOfTicket = sql<PlaceRow[]>`coalesce((select json_agg(json_build_object('id', m.id, 'title', m.title, 'picture', m.picture))
  from museums m where m.shop_id = t.shop_id and m.id = any(t.museum_ids)), '[]'::json)`;
export const exhibitionsOfTicket = sql<PlaceRow[]>`coalesce((select json_agg(json_build_object('id', x.id, 'title', x.title, 'picture', x.picture))
  from exhibitions x where x.shop_id = t.shop_id and x.id = any(t.exhibition_ids)), '[]'::json)`;

/** The ticket sales of an order with their barcodes and the titles and pictures of their museums and exhibitions, in one statement. */
export function listTicketSales(db: Db, orderId: number) {
  return db.selectFrom('order_items as oi')
    .innerJoin('ticket_sales as ts', 'ts.order_item_id', 'oi.id')
    .innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .select(['oi.id as item_id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.attributes as item_attributes', 'ts.id as sale_id',
      'ts.ticket_id', 'ts.quantity', 'ts.start_at', 'ts.attendees', 't.shop_id', 't.title', 't.ticket_type', 't.location', 't.after_sale_information',
      't.museum_ids', 't.exhibition_ids', 't.free_timing', 't.description', 't.is_mantle', 't.sub_tickets',
      sql<BarcodeRow[]>`coalesce((select json_agg(json_build_object('id', b.id, 'barcode', b.barcode, 'ticket_sale_id', b.ticket_sale_id) order by b.id)
        from barcodes b where b.ticket_sale_id = ts.id), '[]'::json)`.as('barcodes'),
      museumsOfTicket.as('museums'), exhibitionsOfTicket.as('exhibitions')])
    .where('oi.order_id', '=', orderId).orderBy('oi.position').orderBy('oi.id').execute();
}
export type TicketSaleRow = Awaited<ReturnType<typeof listTicketSales>>[number];

/** Titles of tickets by id (the sub-tickets of bundles). */
export function listTicketTitles(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('tickets').select(['id', 'title']).where('id', 'in', ids).execute();
}

export function listEventItems(db: Db, orderId: number) {
  return db.selectFrom('order_items as oi')
    .innerJoin('event_bookings as b', 'b.order_item_id', 'oi.id')
    .innerJoin('event_dates as d', 'd.id', 'b.date_id')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .leftJoin('vocabularies as l', 'l.id', 'd.language_id')
    .select(['oi.id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.attributes', 'b.id as booking_id', 'b.quantity',
      'd.id as date_id', 'd.start_time', 'd.title as date_title', 'e.id as event_id', 'e.title', 'e.location', 'e.picture', 'l.name as language'])
    .where('oi.order_id', '=', orderId).orderBy('oi.id').execute();
}
export type EventItemRow = Awaited<ReturnType<typeof listEventItems>>[number];

export function listTourItems(db: Db, orderId: number) {
  return db.selectFrom('order_items as oi')
    .innerJoin('tour_bookings as b', 'b.order_item_id', 'oi.id')
    .innerJoin('tours as t', 't.id', 'b.tour_id')
    .leftJoin('vocabularies as l', 'l.id', 'b.language_id')
    .leftJoin('vocabularies as a', 'a.id', 'b.age_group_id')
    .leftJoin('vocabularies as g', 'g.id', 'b.grade_id')
    .select(['oi.id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.attributes', 'b.id as booking_id', 'b.tour_id', 'b.start_time',
      'b.participants', 'b.equipment', 't.title', 't.location', 't.picture', 't.equipment as tour_equipment', 'l.name as language', 'a.name as age_group', 'g.name as grade'])
    .where('oi.order_id', '=', orderId).orderBy('oi.id').execute();
}
export type TourItemRow = Awaited<ReturnType<typeof listTourItems>>[number];

export function listMerchandiseItems(db: Db, orderId: number) {
  return db.selectFrom('order_items as oi')
    .innerJoin('merchandises as m', (join) => join.on((eb) => eb(eb.cast(eb.ref('oi.attributes', '->>').key('merchandise_id'), 'integer'), '=', eb.ref('m.id'))))
    .select(['oi.id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.quantity', 'm.id as merchandise_id', 'm.title', 'm.sub_title', 'm.description', 'm.is_shipping_article', 'm.picture'])
    .where('oi.order_id', '=', orderId).where('oi.type', '=', 'Merchandise').orderBy('oi.id').execute();
}
export type MerchandiseItemRow = Awaited<ReturnType<typeof listMerchandiseItems>>[number];

export function listCouponItems(db: Db, orderId: number) {
  return db.selectFrom('order_items as oi')
    .innerJoin('coupons as c', (join) => join.on((eb) => eb(eb.cast(eb.ref('oi.attributes', '->>').key('coupon_id'), 'integer'), '=', eb.ref('c.id'))))
    .select(['oi.id', 'oi.price_cents', 'oi.vat_pct', 'oi.tax_included', 'oi.quantity', 'c.id as coupon_id', 'c.title', 'c.description', 'c.kind', 'c.value_cents', 'c.ticket_id'])
    .where('oi.order_id', '=', orderId).where('oi.type', '=', 'Coupon').orderBy('oi.id').execute();
}
export type CouponItemRow = Awaited<ReturnType<typeof listCouponItems>>[number];

/** The codes bought with these Coupon items, in issue order. */
export function listItemCodes(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('coupon_sales').select(['order_item_id', 'code']).where('order_item_id', 'in', itemIds).orderBy('id').execute();
}
export type ItemCodeRow = Awaited<ReturnType<typeof listItemCodes>>[number];

export function listDonations(db: Db, orderId: number) {
  return db.selectFrom('order_donations as d').innerJoin('donation_campaigns as c', 'c.id', 'd.donation_campaign_id')
    .select(['d.donation_campaign_id', 'c.name', 'd.donation_cents']).where('d.order_id', '=', orderId).orderBy('d.id').execute();
}

/** The codes the order redeemed and the amount each covers. */
export function listRedemptions(db: Db, orderId: number) {
  return db.selectFrom('coupon_redemptions as r').innerJoin('coupon_sales as cs', 'cs.id', 'r.coupon_sale_id')
    .select(['cs.code', 'r.amount_cents']).where('r.order_id', '=', orderId).orderBy('r.id').execute();
}
