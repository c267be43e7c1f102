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

/**
 * The personalisation slot behind admission unit `position` of an annual ticket sale: its holder's
 * name, whether an address is set, the photo and whether the ticket requires one (annual-rules.ts isReady).
 */
export function findAnnualSlot(db: Db, ticketSaleId: number, position: number) {
  return db.selectFrom('annual_personalizations as ap')
    .innerJoin('ticket_sales as ts', 'ts.id', 'ap.ticket_sale_id').innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .leftJoin('customers as c', 'c.id', 'ap.customer_id')
    .select(['ap.customer_id', 'ap.address_id', 'ap.photo', 'c.name', 'c.surname', 't.photo_mandatory'])
    .where('ap.ticket_sale_id', '=', ticketSaleId).where('ap.position', '=', position).executeTakeFirst();
}

/** The annual ticket sales of an order (the documents leave them out: their cards follow personalisation). */
export async function findAnnualSaleIds(db: Db, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('ticket_sales as ts').innerJoin('order_items as oi', 'oi.id', 'ts.order_item_id').innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .select('ts.id').where('oi.order_id', '=', orderId).where('t.ticket_type', '=', 'annual').orderBy('oi.position').orderBy('ts.id').execute();
  return rows.map((row) => row.id);
}
