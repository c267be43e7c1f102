import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { EventBookingsTable, OrderItemsTable, TourBookingsTable } from '../../db/schema';
import type { TicketLineRows } from './ticket-order.store';

/** Inside the order's transaction: one item row; its id links the sale, booking or codes it became. */
export async function insertOrderItem(trx: Db, values: Insertable<OrderItemsTable>): Promise<number> {
  return (await trx.insertInto('order_items').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * A ticket item, its sale and one barcode per unit in one statement (issue 16: three round trips were a third of
 * what the order's transaction sent).
 */
export async function insertTicketItem(trx: Db, orderId: number, { item, sale, barcodes }: TicketLineRows): Promise<void> {
  await sql`
    with item as (
      insert into order_items (order_id, type, price_cents, vat_pct, tax_included, quantity, position, attributes)
      values (${orderId}, 'Ticket', ${item.price_cents}, ${item.vat_pct}, ${item.tax_included}, ${item.quantity},
        ${item.position}, ${item.attributes}::jsonb)
      returning id
    ), sale as (
      insert into ticket_sales (order_item_id, ticket_id, quantity, start_at, sub_ticket_times, attendees)
      select item.id, ${sale.ticket_id}::int, ${sale.quantity}::int, ${sale.start_at}::timestamptz,
        ${sale.sub_ticket_times}::jsonb, ${sale.attendees}::jsonb from item
      returning id
    )
    insert into barcodes (ticket_sale_id, barcode)
    select sale.id, code from sale, unnest(${barcodes}::text[]) with ordinality as codes(code, n) order by n`.execute(trx);
}

export async function insertEventBooking(trx: Db, values: Insertable<EventBookingsTable>): Promise<void> {
  await trx.insertInto('event_bookings').values(values).execute();
}

export async function insertTourBooking(trx: Db, values: Insertable<TourBookingsTable>): Promise<void> {
  await trx.insertInto('tour_bookings').values(values).execute();
}
