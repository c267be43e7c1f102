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
