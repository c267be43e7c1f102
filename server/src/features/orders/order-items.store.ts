import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { BarcodesTable, EventBookingsTable, OrderItemsTable, TicketSalesTable, TourBookingsTable } from '../../db/schema';

/** Inside the order's transaction: one item row; its id links the sale, booking or codes it became. */
export async function insertOrderItem(trx: Db, values: Insertable<OrderItemsTable>): Promise<number> {
  return (await trx.insertInto('order_items').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A ticket sale with one barcode per unit. */
export async function insertTicketSale(trx: Db, values: Insertable<TicketSalesTable>, barcodes: string[]): Promise<number> {
  const sale = await trx.insertInto('ticket_sales').values(values).returning('id').executeTakeFirstOrThrow();
  const rows: Insertable<BarcodesTable>[] = barcodes.map((barcode) => ({ ticket_sale_id: sale.id, barcode }));
  await trx.insertInto('barcodes').values(rows).execute();
  return sale.id;
}

export async function insertEventBooking(trx: Db, values: Insertable<EventBookingsTable>): Promise<void> {
  await trx.insertInto('event_bookings').values(values).execute();
}

export async function insertTourBooking(trx: Db, values: Insertable<TourBookingsTable>): Promise<void> {
  await trx.insertInto('tour_bookings').values(values).execute();
}
