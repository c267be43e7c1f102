import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { liveOrder } from '../../db/live-order';
import { pageByPosition } from '../../db/page';
import type { OfferQuery } from '../catalogue/offer-filters.schemas';
import { offerFilters } from '../catalogue/offer-filters.store';
import { TOUR_BOOKED, type SlotUse } from './tour-slots';

/** A page of the shop's tours by position; a tag filter also matches the age group and grade columns. */
export function pageOfTours(db: Db, shopId: number, query: OfferQuery) {
  const filters = offerFilters(query, { by_age_group_ids: ['age_group_ids'], by_grade_ids: ['grade_ids'] });
  const base = db.selectFrom('tours').where('shop_id', '=', shopId).where((eb) => eb.and(filters));
  return pageByPosition(base, query);
}

export function findTour(db: Db, shopId: number, id: number) {
  return db.selectFrom('tours').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The shop's tours among `ids` (an order's Tour items). */
export function listTours(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('tours').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();
}

/** Live bookings of a tour per start time (ms) in [from, to): how many tours and how much equipment. */
export async function tourSlotUse(db: Db, tourId: number, from: Date, to: Date, now: Date): Promise<Map<number, SlotUse>> {
  const rows = await db.selectFrom('tour_bookings as b')
    .leftJoin('order_items as oi', 'oi.id', 'b.order_item_id').leftJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['b.start_time', 'b.equipment'])
    .where('b.tour_id', '=', tourId).where('b.status', '=', TOUR_BOOKED).where('b.start_time', '>=', from).where('b.start_time', '<', to)
    .where((eb) => eb.or([eb('b.order_item_id', 'is', null), liveOrder(now)]))
    .execute();
  const use = new Map<number, SlotUse>();
  for (const row of rows) {
    const key = new Date(row.start_time).getTime();
    const entry = use.get(key) ?? { tours: 0, equipment: new Map<number, number>() };
    entry.tours += 1;
    for (const piece of row.equipment) entry.equipment.set(piece.id, (entry.equipment.get(piece.id) ?? 0) + piece.quantity);
    use.set(key, entry);
  }
  return use;
}

/** Live use of exactly one start time of a tour (the tours and equipment booked there). */
export async function slotUseAt(db: Db, tourId: number, start: Date, now: Date): Promise<SlotUse | undefined> {
  const use = await tourSlotUse(db, tourId, start, new Date(start.getTime() + 1), now);
  return use.get(start.getTime());
}

/** Serialises writers of one tour start time inside their transactions. */
export async function lockTourSlot(trx: Db, tourId: number, start: Date): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`tour|${tourId}|${start.toISOString()}`}))`.execute(trx);
}
