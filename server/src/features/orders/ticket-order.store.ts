import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { OrdersTable } from '../../db/schema';
import type { QuotaDemand } from '../capacity/capacity';
import { counterClauses, ledgerInsert } from '../capacity/counters.store';
import { exhibitionsOfTicket, museumsOfTicket, ORDER_HEAD, type OrderHead, type TicketSaleRow } from './order-json.store';

/** One ticket line as the rows it becomes: its item (the order id is added where it is known), its sale and barcodes. */
export interface TicketLineRows {
  item: { price_cents: number; vat_pct: string | number; tax_included: boolean; quantity: number; position: number; attributes: string };
  sale: { ticket_id: number; quantity: number; start_at: Date; sub_ticket_times: string; attendees: string };
  barcodes: string[];
}

/** The placed order and its ticket sales, in the shapes order-view.ts reads them back in. */
export interface PlacedTicketOrder {
  order: OrderHead;
  sales: TicketSaleRow[];
}

/** shop_require's SQLSTATE (migration 0019). */
const NO_PLACES = 'SH422';

type AnswerRow = TicketSaleRow & Record<`order_${keyof OrderHead}`, unknown>;

/**
 * A ticket order without holds or codes in ONE statement (issue 16): the order row, its items, sales and barcodes,
 * the counters of every (quota, slot) it takes (counters.store.ts, in lock order) and its ledger rows, and as its
 * result the rows of its answer. Outside a transaction one statement commits as a whole or leaves nothing, and the
 * hot slot's counter row stays locked only inside the database, never across a round trip to the API.
 * Null when a counter lacked places, did not exist yet or looked full: nothing was written, and the caller places the
 * order in a transaction instead, whose slow path recounts the ledger. Positions must be unique within the order (no
 * vouchers, which split a line in two): they link each item to its sale and barcodes.
 */
export async function placeTicketOrderAtOnce(
  db: Db, values: Insertable<OrdersTable>, lines: TicketLineRows[], demands: QuotaDemand[],
): Promise<PlacedTicketOrder | null> {
  const counters = counterClauses(demands);
  const items = lines.map((line) => line.item);
  const sales = lines.map((line) => line.sale);
  const codes = lines.flatMap((line) => line.barcodes.map((code) => ({ position: line.item.position, code })));
  const statement = sql<AnswerRow>`
    with new_order as (${db.insertInto('orders').values(values).returning(ORDER_HEAD)}),
    lines as (
      select * from unnest(${items.map((item) => item.position)}::int[], ${items.map((item) => item.price_cents)}::int[],
        ${items.map((item) => item.vat_pct)}::numeric[], ${items.map((item) => item.tax_included)}::boolean[],
        ${items.map((item) => item.quantity)}::int[], ${items.map((item) => item.attributes)}::jsonb[],
        ${sales.map((sale) => sale.ticket_id)}::int[], ${sales.map((sale) => sale.quantity)}::int[],
        ${sales.map((sale) => sale.start_at)}::timestamptz[], ${sales.map((sale) => sale.sub_ticket_times)}::jsonb[],
        ${sales.map((sale) => sale.attendees)}::jsonb[])
        as l(position, price_cents, vat_pct, tax_included, item_quantity, attributes, ticket_id, quantity, start_at, sub_ticket_times, attendees)
    ), items as (
      insert into order_items (order_id, type, price_cents, vat_pct, tax_included, quantity, position, attributes)
      select new_order.id, 'Ticket', l.price_cents, l.vat_pct, l.tax_included, l.item_quantity, l.position, l.attributes
      from new_order, lines l order by l.position
      returning id, position, price_cents, vat_pct, tax_included, attributes
    ), sales as (
      insert into ticket_sales (order_item_id, ticket_id, quantity, start_at, sub_ticket_times, attendees)
      select items.id, l.ticket_id, l.quantity, l.start_at, l.sub_ticket_times, l.attendees
      from items join lines l on l.position = items.position order by items.id
      returning id, order_item_id, ticket_id, quantity, start_at, attendees
    ), codes as (
      insert into barcodes (ticket_sale_id, barcode)
      select sales.id, c.code from sales join items on items.id = sales.order_item_id
        join unnest(${codes.map((row) => row.position)}::int[], ${codes.map((row) => row.code)}::text[]) with ordinality as c(position, code, n)
          on c.position = items.position
      order by c.n
      returning id, barcode, ticket_sale_id
    ), ${sql.join([...counters.clauses, sql`ledger as (${ledgerInsert(sql<number>`(select id from new_order)`, demands)})`])}
    select i.id as item_id, i.price_cents, i.vat_pct, i.tax_included, i.attributes as item_attributes, s.id as sale_id, s.ticket_id, s.quantity,
      s.start_at, s.attendees, t.shop_id, t.title, t.ticket_type, t.location, t.after_sale_information, t.museum_ids, t.exhibition_ids,
      t.free_timing, t.description, t.is_mantle, t.sub_tickets,
      coalesce((select json_agg(json_build_object('id', b.id, 'barcode', b.barcode, 'ticket_sale_id', b.ticket_sale_id) order by b.id)
        from codes b where b.ticket_sale_id = s.id), '[]'::json) as barcodes,
      ${museumsOfTicket} as museums, ${exhibitionsOfTicket} as exhibitions,
      ${sql.join(ORDER_HEAD.map((name) => sql`o.${sql.ref(name)} as ${sql.ref(`order_${name}`)}`))}
    from sales s join items i on i.id = s.order_item_id join tickets t on t.id = s.ticket_id cross join new_order o
    where shop_require(${counters.allTaken}, 'No capacity left')
    order by i.position, i.id`;
  try {
    const { rows } = await statement.execute(db);
    const first = rows[0]!;
    return { order: Object.fromEntries(ORDER_HEAD.map((name) => [name, first[`order_${name}`]])) as unknown as OrderHead, sales: rows };
  } catch (error) {
    if ((error as { code?: string }).code === NO_PLACES) return null;
    throw error;
  }
}
