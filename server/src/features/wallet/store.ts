import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Where a ticket sale is admitted: the ticket's own place and its first museum's (either may carry coordinates). */
export function findSalePlaces(db: Db, ticketSaleId: number) {
  return db.selectFrom('ticket_sales as ts').innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .leftJoin('museums as m', (join) => join.on(sql<boolean>`m.id = t.museum_ids[1]`))
    .select(['t.location as ticket_location', 'm.location as museum_location'])
    .where('ts.id', '=', ticketSaleId).executeTakeFirst();
}

export function findShopSettings(db: Db, shopId: number) {
  return db.selectFrom('shops').select(['id', 'settings']).where('id', '=', shopId).executeTakeFirstOrThrow();
}
