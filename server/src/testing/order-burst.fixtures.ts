import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { slotIso } from './dates.fixtures';

export const BURST_SHOP = { 'X-Shop-Url': 'museen.localhost', 'Content-Type': 'application/json' };

/**
 * The body of an order for demo ticket 1 (day ticket, 10:00 start) on the first day of the server's own
 * calendar that takes one, and the id of the order that proved it.
 */
export async function firstOrderBody(base: string): Promise<{ body: string; orderId: number }> {
  const calendar = await (await fetch(`${base}/api/v4/tickets/calendar?ticket_ids[]=1`, { headers: BURST_SHOP })).json() as { data: Record<string, boolean> };
  for (const day of Object.keys(calendar.data).filter((key) => calendar.data[key])) {
    const body = JSON.stringify({ items: [{ type: 'Ticket', attributes: { id: 1, quantity: 1, time: slotIso(day, 600) } }], total: 1400 });
    const probe = await fetch(`${base}/api/v4/orders`, { method: 'POST', headers: BURST_SHOP, body });
    const json = await probe.json() as { order?: { id: number } };
    if (probe.status === 201 && json.order) return { body, orderId: json.order.id };
  }
  throw new Error('no calendar day took an order');
}

/**
 * Orders of ticket 1 in the database: `complete` have their item, ticket sale and places taken; `placed` are
 * all that have at least an item of it. An order in `placed` but not in `complete` is half written.
 */
export async function ticketOneOrders(db: Db): Promise<{ complete: number[]; placed: number[] }> {
  const complete = await sql<{ id: number }>`
    select o.id from orders o
    join order_items oi on oi.order_id = o.id
    join ticket_sales ts on ts.order_item_id = oi.id and ts.ticket_id = 1 and ts.quantity = 1
    where exists (select 1 from quota_usages qu where qu.order_id = o.id and qu.quantity = 1)`.execute(db);
  const placed = await sql<{ id: number }>`
    select distinct oi.order_id as id from order_items oi join ticket_sales ts on ts.order_item_id = oi.id where ts.ticket_id = 1`.execute(db);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  return { complete: ids(complete.rows), placed: ids(placed.rows) };
}
