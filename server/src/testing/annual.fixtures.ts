import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';
import type { PhotoMandatory } from '../db/schema';
import { createOrderFixtures, type OrderFixtures } from './orders.fixtures';
import { insertShop } from './shop.fixtures';
import { createTestServer, type TestServer } from './test-server';

export interface AnnualFixtures extends OrderFixtures {
  annualTickets: { optional: number; mandatory: number; plain: number };
  otherShopId: number;
}

/**
 * Test-only: the order fixtures shop 'museen' plus annual tickets with a mandatory photo and
 * one that is not personalisable, and a second shop 'andere' for cross-shop token checks.
 */
export async function createAnnualTestServer(): Promise<{ server: TestServer; fx: AnnualFixtures }> {
  let fx: AnnualFixtures | undefined;
  const server = await createTestServer(async (db) => {
    const base = await createOrderFixtures(db);
    const annual = async (title: string, photo: PhotoMandatory, personalizeable: boolean) => (await db.insertInto('tickets').values({
      shop_id: base.shopId, title: JSON.stringify({ de: title, en: `${title} (en)` }), sub_title: '{}', description: JSON.stringify({ de: `Beschreibung ${title}` }),
      after_sale_information: '{}', content: '{}', location: '{}', ticket_type: 'annual', price_cents: 5000, dynamic_prices: '{}', vat_pct: 7,
      sub_tickets: '{}', personalizeable, photo_mandatory: photo,
    }).returning('id').executeTakeFirstOrThrow()).id;
    const otherShopId = await insertShop(db, { slug: 'andere', hosts: ['andere.localhost'], name: 'Andere', is_default: false });
    fx = {
      ...base, otherShopId,
      annualTickets: { optional: base.tickets.annual, mandatory: await annual('Jahreskarte mit Foto', 'mandatory', true), plain: await annual('Jahreskarte ohne Namen', 'none', false) },
    };
  });
  return { server, fx: fx! };
}

export interface AnnualLine { ticketId: number; quantity: number; voucher?: boolean }
export interface SeededOrder { id: number; token: string; saleIds: number[]; customerId: number | null }

/**
 * Test-only: an order as checkout leaves it (order, item, ticket sale), written directly so
 * each case controls validity, vouchers and the buyer. Lines default to valid and paid.
 */
export async function insertAnnualOrder(db: Db, shopId: number, lines: AnnualLine[], options: { valid?: boolean; canceled?: boolean; customerId?: number | null } = {}): Promise<SeededOrder> {
  const token = randomUUID();
  const order = await db.insertInto('orders').values({
    shop_id: shopId, token, customer_id: options.customerId ?? null, total_price_cents: 5000, is_valid: options.valid ?? true,
    canceled: options.canceled ?? false, payment_status: 30,
    data: JSON.stringify({ email: 'buyer@example.org', name: 'Bea Buyer', customer: { email: 'buyer@example.org', name: 'Bea', surname: 'Buyer' } }),
  }).returning('id').executeTakeFirstOrThrow();
  const saleIds: number[] = [];
  for (const [position, line] of lines.entries()) {
    const item = await db.insertInto('order_items').values({
      order_id: order.id, type: 'Ticket', price_cents: 5000, vat_pct: 7, quantity: line.quantity, position,
      attributes: JSON.stringify({ ticket_id: line.ticketId, ...(line.voucher ? { is_voucher: true } : {}) }),
    }).returning('id').executeTakeFirstOrThrow();
    const sale = await db.insertInto('ticket_sales').values({
      order_item_id: item.id, ticket_id: line.ticketId, quantity: line.quantity, start_at: new Date(Date.now() + 86_400_000),
      sub_ticket_times: '{}', attendees: '[]',
    }).returning('id').executeTakeFirstOrThrow();
    saleIds.push(sale.id);
  }
  return { id: order.id, token, saleIds, customerId: options.customerId ?? null };
}

/** Test-only: a signed-in style buyer (level 20) with one address. */
export async function insertBuyer(db: Db, shopId: number, email = `buyer-${randomUUID().slice(0, 8)}@example.org`) {
  const customer = await db.insertInto('customers').values({
    shop_id: shopId, email, data: '{}', level: 20, password_hash: 'x', confirmed_at: new Date(), confirmation_token: null, salutation_id: 1,
    name: 'Bärbel', surname: 'Monkey', language_id: null, price_target_audience_id: null, date_of_birth: '1980-05-01', selected_address_id: null,
  }).returning('id').executeTakeFirstOrThrow();
  const address = await db.insertInto('customer_addresses').values({
    customer_id: customer.id, adressat: 'Bärbel Monkey', street: 'Brunnenstr. 7d', zip: '10119', city: 'Berlin', country_id: 60,
    vat_number: null, institution_name: null, cost_centre: null, price_target_audience_id: null,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: customer.id, addressId: address.id };
}

/** Test-only: JSON calls to the annual routes of shop `host`. */
export function annualClient(server: TestServer, host = 'museen.localhost') {
  return async (method: string, path: string, json?: unknown) => {
    const response = await server.request(`/api/v4/annual${path}`, { method, shop: host, ...(json === undefined ? {} : { json }) });
    return { status: response.status, body: await response.json() };
  };
}
