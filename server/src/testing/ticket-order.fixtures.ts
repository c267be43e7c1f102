import type { Db } from '../db/connect';
import { insertShop } from './shop.fixtures';

export interface TicketOrderFixture { orderId: number; token: string; saleId: number; barcodes: string[] }

/** Test-only: a paid order with one time-slot sale of two units (09:00 UTC = 11:00 in Berlin, summer time). */
export async function insertTicketOrder(db: Db): Promise<TicketOrderFixture> {
  const shopId = await insertShop(db);
  const museum = await db.insertInto('museums').values({
    shop_id: shopId, title: JSON.stringify({ de: 'Altes Museum', en: 'Old Museum' }), sub_title: '{}', description: '{}',
    picture: '{}', content: '{}', location: '{}', opening_hours: '{}',
  }).returning('id').executeTakeFirstOrThrow();
  const ticket = await db.insertInto('tickets').values({
    shop_id: shopId, title: JSON.stringify({ de: 'Zeitfenster-Ticket', en: 'Time slot ticket' }), sub_title: '{}', description: '{}',
    after_sale_information: '{}', content: '{}', location: JSON.stringify({ name: 'Museumsinsel', city: 'Berlin' }),
    ticket_type: 'time_slot', museum_ids: [museum.id], price_cents: 1400, dynamic_prices: '{}', vat_pct: 7, sub_tickets: '{}',
  }).returning('id').executeTakeFirstOrThrow();
  const order = await db.insertInto('orders').values({
    shop_id: shopId, token: 'tok-Xk2y9Qm4R7tWb1sZc8dLpA', total_price_cents: 2800, payment_status: 30, is_valid: true,
    reference: null, data: '{}',
  }).returning(['id', 'token']).executeTakeFirstOrThrow();
  const item = await db.insertInto('order_items').values({
    order_id: order.id, type: 'Ticket', price_cents: 1400, vat_pct: 7, quantity: 2, attributes: '{}',
  }).returning('id').executeTakeFirstOrThrow();
  const sale = await db.insertInto('ticket_sales').values({
    order_item_id: item.id, ticket_id: ticket.id, quantity: 2, start_at: '2026-07-06T09:00:00Z',
    sub_ticket_times: '{}', attendees: JSON.stringify([{ name: 'Ada', surname: 'Lovelace' }]),
  }).returning('id').executeTakeFirstOrThrow();
  const barcodes = ['2000000000015', '2000000000022'];
  await db.insertInto('barcodes').values(barcodes.map((barcode) => ({ ticket_sale_id: sale.id, barcode }))).execute();
  return { orderId: order.id, token: order.token, saleId: sale.id, barcodes };
}
