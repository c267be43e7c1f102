import type { Db } from '../../db/connect';
import { isoBerlin } from '../../shared/berlin-time';
import { text, type Lang } from '../../shared/localize';

export type BookingKind = 'event' | 'tour';

/** An event or tour booking in the shape of GET /api/v3/bookings/{id}. */
export interface BookingJson {
  id: number; type: 'Event' | 'Tour'; status: number; start_time: string; quantity: number;
  order_id: number; order_item_id: number; title: string; event_id: number | null; date_id: number | null; tour_id: number | null;
}

/** Event bookings of `customerId`'s orders in this shop; a foreign or unsold booking is not found. */
async function eventBooking(db: Db, shopId: number, customerId: number, id: number, lang: Lang): Promise<BookingJson | null> {
  const row = await db.selectFrom('event_bookings as b')
    .innerJoin('order_items as oi', 'oi.id', 'b.order_item_id').innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('event_dates as d', 'd.id', 'b.date_id').innerJoin('events as e', 'e.id', 'd.event_id')
    .select(['b.id', 'b.status', 'b.quantity', 'b.date_id', 'd.start_time', 'd.title as date_title', 'd.event_id', 'e.title', 'o.id as order_id', 'oi.id as order_item_id'])
    .where('b.id', '=', id).where('o.shop_id', '=', shopId).where('o.customer_id', '=', customerId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id, type: 'Event', status: row.status, start_time: isoBerlin(new Date(row.start_time)), quantity: row.quantity,
    order_id: row.order_id, order_item_id: row.order_item_id, title: text(row.date_title, lang) || text(row.title, lang),
    event_id: row.event_id, date_id: row.date_id, tour_id: null,
  };
}

/** Tour bookings: `quantity` is the number of participants. */
async function tourBooking(db: Db, shopId: number, customerId: number, id: number, lang: Lang): Promise<BookingJson | null> {
  const row = await db.selectFrom('tour_bookings as b')
    .innerJoin('order_items as oi', 'oi.id', 'b.order_item_id').innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('tours as t', 't.id', 'b.tour_id')
    .select(['b.id', 'b.status', 'b.participants', 'b.start_time', 'b.tour_id', 't.title', 'o.id as order_id', 'oi.id as order_item_id'])
    .where('b.id', '=', id).where('o.shop_id', '=', shopId).where('o.customer_id', '=', customerId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id, type: 'Tour', status: row.status, start_time: isoBerlin(new Date(row.start_time)), quantity: row.participants,
    order_id: row.order_id, order_item_id: row.order_item_id, title: text(row.title, lang), event_id: null, date_id: null, tour_id: row.tour_id,
  };
}

/** The owner's bookings with this id: one per kind asked for (event and tour ids are separate sequences). */
export async function ownBookings(db: Db, shopId: number, customerId: number, id: number, kind: BookingKind | undefined, lang: Lang): Promise<BookingJson[]> {
  const found = await Promise.all([
    kind === 'tour' ? null : eventBooking(db, shopId, customerId, id, lang),
    kind === 'event' ? null : tourBooking(db, shopId, customerId, id, lang),
  ]);
  return found.filter((booking) => booking !== null);
}
