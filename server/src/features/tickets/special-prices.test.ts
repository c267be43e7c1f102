import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, seedAccountReferenceData } from '../../db/seed/accounts/seed-account-reference-data';
import { authHeadersOf, registerCustomer, type AuthHeaders } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createTicketFixtures, type TicketFixtures } from '../../testing/tickets.fixtures';

/**
 * requirements/accounts.md §6.3 special prices on GET /tickets: the selected address's price target audience
 * (the demo's institution address, audience 3) adds that audience's tickets — only when the
 * address belongs to the signed-in caller (features/account/price-audience.ts).
 */
let server: TestServer;
let fx: TicketFixtures;
let schoolTicket: number;
let demo: AuthHeaders;
let addresses: { institution: number; home: number };
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    fx = await createTicketFixtures(db);
    await seedAccountReferenceData(db, fx.shopId);
    schoolTicket = (await db.insertInto('tickets').values({
      shop_id: fx.shopId, title: JSON.stringify({ de: 'Schulen' }), sub_title: '{}', description: '{}', after_sale_information: '{}', content: '{}',
      location: '{}', ticket_type: 'normal', museum_ids: [1], price_cents: 400, dynamic_prices: '{}', vat_pct: 7, sub_tickets: '{}', position: 99,
      price_target_audience_ids: [3],
    }).returning('id').executeTakeFirstOrThrow()).id;
  });
  demo = authHeadersOf(await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } }));
  const list = await (await server.request('/api/v4/customer/customer_addresses', { headers: demo })).json() as { customer_addresses: { id: number; institution: unknown }[] };
  addresses = {
    institution: list.customer_addresses.find((row) => row.institution)!.id,
    home: list.customer_addresses.find((row) => !row.institution)!.id,
  };
});
afterAll(() => server.close());

const listed = async (query: string, headers?: AuthHeaders) => {
  const response = await server.request(`/api/v4/tickets?per_page=100&${query}`, headers ? { headers } : {});
  expect(response.status).toBe(200);
  return ((await response.json()) as { tickets: { id: number }[] }).tickets.map((ticket) => ticket.id);
};

describe('GET /api/v4/tickets with billing_address_id', () => {
  it('adds the institution audience tickets to the public ones for the address owner', async () => {
    const ids = await listed(`billing_address_id=${addresses.institution}`, demo);
    expect(ids).toContain(schoolTicket);
    expect(ids).toContain(fx.tickets.day);
    expect(ids).not.toContain(fx.tickets.audience);
  });

  it('lists only public tickets for an address without its own audience', async () => {
    expect(await listed(`billing_address_id=${addresses.home}`, demo)).not.toContain(schoolTicket);
  });

  it('ignores the address id without credentials', async () => {
    const ids = await listed(`billing_address_id=${addresses.institution}`);
    expect(ids).not.toContain(schoolTicket);
    expect(ids).toContain(fx.tickets.day);
  });

  it("ignores another customer's address id", async () => {
    const other = await registerCustomer(server);
    expect(await listed(`billing_address_id=${addresses.institution}`, other.headers)).not.toContain(schoolTicket);
  });

  it('still honours by_price_target_audience_id without an address', async () => {
    expect(await listed('by_price_target_audience_id=3')).toContain(schoolTicket);
  });
});
