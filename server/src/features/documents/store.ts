import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** The ids the document URLs of an order name, in item order. */
export async function loadBookingIds(db: Db, orderId: number) {
  const [ticketSales, events, tours, couponItems] = await Promise.all([
    db.selectFrom('ticket_sales as ts').innerJoin('order_items as oi', 'oi.id', 'ts.order_item_id').innerJoin('tickets as t', 't.id', 'ts.ticket_id')
      .select('ts.id').where('oi.order_id', '=', orderId).where('t.ticket_type', '!=', 'annual').orderBy('oi.position').orderBy('ts.id').execute(),
    db.selectFrom('event_bookings as b').innerJoin('order_items as oi', 'oi.id', 'b.order_item_id')
      .select('b.id').where('oi.order_id', '=', orderId).orderBy('b.id').execute(),
    db.selectFrom('tour_bookings as b').innerJoin('order_items as oi', 'oi.id', 'b.order_item_id')
      .select('b.id').where('oi.order_id', '=', orderId).orderBy('b.id').execute(),
    db.selectFrom('order_items').select('id').where('order_id', '=', orderId).where('type', '=', 'Coupon').orderBy('id').execute(),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return { ticketSales: ids(ticketSales), events: ids(events), tours: ids(tours), couponItems: ids(couponItems) };
}

export interface OrderKey {
  orderId: number; token: string;
  /** The shop the request came to; another shop's order is "not found". */
  shopId?: number | undefined;
}

/** A valid, not canceled order behind a document URL with its shop's name, currency and locales. */
export function findDocumentOrder(db: Db, key: OrderKey) {
  return db.selectFrom('orders as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .select(['o.id', 'o.shop_id', 'o.reference', 's.name', 's.currency', 's.locales'])
    .where('o.id', '=', key.orderId).where('o.token', '=', key.token).where('o.is_valid', '=', true).where('o.canceled', '=', false)
    .$if(key.shopId !== undefined, (qb) => qb.where('o.shop_id', '=', key.shopId!))
    .executeTakeFirst();
}

/** An event booking of the order with its date's start, duration and place. */
export function findEventBooking(db: Db, bookingId: number, orderId: number) {
  return db.selectFrom('event_bookings as b')
    .innerJoin('order_items as oi', 'oi.id', 'b.order_item_id')
    .innerJoin('event_dates as d', 'd.id', 'b.date_id').innerJoin('events as e', 'e.id', 'd.event_id')
    .select(['b.id', 'd.start_time', 'd.duration', 'e.location'])
    .where('b.id', '=', bookingId).where('oi.order_id', '=', orderId).executeTakeFirst();
}

/** A tour booking of the order with its start, duration and place. */
export function findTourBooking(db: Db, bookingId: number, orderId: number) {
  return db.selectFrom('tour_bookings as b')
    .innerJoin('order_items as oi', 'oi.id', 'b.order_item_id').innerJoin('tours as t', 't.id', 'b.tour_id')
    .select(['b.id', 'b.start_time', 't.duration', 't.location'])
    .where('b.id', '=', bookingId).where('oi.order_id', '=', orderId).executeTakeFirst();
}

/** The codes of a Coupon item of the order, with the coupon's and the voucher ticket's titles. */
export function listItemCodes(db: Db, itemId: number, orderId: number) {
  return db.selectFrom('coupon_sales as cs')
    .innerJoin('order_items as oi', 'oi.id', 'cs.order_item_id')
    .leftJoin('coupons as c', 'c.id', 'cs.coupon_id')
    .leftJoin('tickets as t', 't.id', 'cs.is_voucher_for')
    .select(['cs.code', 'cs.value_cents', 'cs.is_voucher_for', 'c.title', 't.title as ticket_title'])
    .select(sql<string | null>`to_char(cs.valid_until, 'YYYY-MM-DD')`.as('valid_until'))
    .where('oi.id', '=', itemId).where('oi.order_id', '=', orderId).orderBy('cs.id').execute();
}

/** A ticket sale of a valid, not canceled order opened by its token, with ticket and shop. */
export function findTicketSale(db: Db, key: OrderKey & { ticketSaleId: number }) {
  return db.selectFrom('ticket_sales as ts')
    .innerJoin('order_items as oi', 'oi.id', 'ts.order_item_id')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .select([
      'ts.id as sale_id', 'ts.quantity', 'ts.start_at', 'ts.attendees', 'oi.price_cents', 'o.id as order_id', 'o.reference',
      's.name as shop_name', 's.currency', 's.locales', 't.title', 't.ticket_type', 't.location', 't.museum_ids',
    ])
    .where('ts.id', '=', key.ticketSaleId).where('o.id', '=', key.orderId)
    .where('o.token', '=', key.token).where('o.is_valid', '=', true).where('o.canceled', '=', false)
    .$if(key.shopId !== undefined, (qb) => qb.where('o.shop_id', '=', key.shopId!))
    .executeTakeFirst();
}

export function listSaleBarcodes(db: Db, saleId: number) {
  return db.selectFrom('barcodes').select('barcode').where('ticket_sale_id', '=', saleId).orderBy('id').execute();
}

export function findMuseumTitle(db: Db, museumId: number) {
  return db.selectFrom('museums').select('title').where('id', '=', museumId).executeTakeFirst();
}
