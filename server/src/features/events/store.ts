import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect';
import { pageByPosition } from '../../db/page';
import type { OfferQuery } from '../catalogue/offer-filters.schemas';
import { offerFilters } from '../catalogue/offer-filters.store';

/** A page of the shop's events by position; `futureFrom` keeps only events with a date after it. */
export function pageOfEvents(db: Db, shopId: number, query: OfferQuery, futureFrom: Date | null) {
  const filters = offerFilters(query);
  if (futureFrom) {
    filters.push(sql<SqlBool>`exists (select 1 from event_dates d where d.event_id = events.id and d.start_time > ${futureFrom.toISOString()}::timestamptz)`);
  }
  const base = db.selectFrom('events').where('shop_id', '=', shopId).where((eb) => eb.and(filters));
  return pageByPosition(base, query);
}

export function findEvent(db: Db, shopId: number, id: number) {
  return db.selectFrom('events').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** Whether the shop has this event (dates and calendars of another shop's event are "not found"). */
export async function eventExists(db: Db, shopId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Bookable dates of the events after `now`, earliest first. */
export function listUpcomingStarts(db: Db, eventIds: number[], now: Date) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('event_dates').select(['event_id', 'start_time'])
    .where('event_id', 'in', eventIds).where('bookable', '=', true).where('start_time', '>', now)
    .orderBy('start_time').execute();
}

export type UpcomingStart = Awaited<ReturnType<typeof listUpcomingStarts>>[number];
