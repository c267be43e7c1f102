import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualClient, createAnnualTestServer, insertAnnualOrder, insertBuyer, type AnnualFixtures } from '../../testing/annual.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let fx: AnnualFixtures;
let call: ReturnType<typeof annualClient>;
beforeAll(async () => {
  ({ server, fx } = await createAnnualTestServer());
  call = annualClient(server);
});
afterAll(() => server.close());

const peter = {
  name: 'Peter', surname: 'Pan', email: 'peter@example.org', customer_salutation_id: 1,
  addr_city: 'Berlin', addr_country_id: 60, addr_street: 'Brunnenstraße 7D', addr_zip: '10119',
};
const annualOrder = (quantity = 1, customerId?: number) => insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity }], { customerId: customerId ?? null });
const create = (token: string, customer: Record<string, unknown>) => call('POST', `/customers?token=${token}`, { customer });

describe('POST /annual/customers', () => {
  it('creates a guest holder with one address and a personalization token', async () => {
    const order = await annualOrder();
    const { status, body } = await create(order.token, { ...peter, date_of_birth: '1990-04-12' });
    expect(status).toBe(201);
    expect(body.customer).toEqual({
      id: expect.any(Number), name: 'Peter', surname: 'Pan', email: 'peter@example.org', salutation_id: 1, level: 10, date_of_birth: '1990-04-12',
      personalization_token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      addresses: [{ id: expect.any(Number), adressat: 'Peter Pan', street: 'Brunnenstraße 7D', zip: '10119', city: 'Berlin', country_id: 60 }],
    });
    const row = await server.db.selectFrom('customers').select(['password_hash', 'created_for_order_id']).where('id', '=', body.customer.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, created_for_order_id: order.id });
  });

  it('names each invalid field as the body does', async () => {
    const order = await annualOrder();
    const missing = await create(order.token, { name: 'Peter' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['addr_city', 'addr_country_id', 'addr_street', 'addr_zip', 'customer_salutation_id', 'email', 'surname']);
    const wrong = await create(order.token, { ...peter, email: 'peter@', addr_country_id: 9999, customer_salutation_id: 77, date_of_birth: '2999-01-01' });
    expect(wrong.body.errors).toEqual({
      email: ['is not a valid e-mail address'], addr_country_id: ['is not a known country'],
      customer_salutation_id: ['is not a salutation of this shop'], date_of_birth: ['must be in the past'],
    });
    const typed = await create(order.token, { ...peter, name: 42 });
    expect(typed.status).toBe(422);
    expect(Object.keys(typed.body.errors)).toEqual(['name']);
  });

  it('allows three holders per slot, then answers 429', async () => {
    const order = await annualOrder(1);
    for (let index = 0; index < 3; index++) expect((await create(order.token, { ...peter, email: `p${index}@example.org` })).status).toBe(201);
    expect(await create(order.token, peter)).toEqual({ status: 429, body: { error: 'Too many holders for this order', errors: {} } });
  });

  it('needs a personalisable order behind the token', async () => {
    expect((await create('unknown', peter)).status).toBe(404);
    const unpaid = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }], { valid: false });
    expect((await create(unpaid.token, peter)).body.code).toBe('not_personalizable');
  });
});

describe('PUT /annual/customers/{id}', () => {
  it('updates a holder created with this token, address fields on its first address', async () => {
    const order = await annualOrder();
    const created = (await create(order.token, peter)).body.customer;
    const { status, body } = await call('PUT', `/customers/${created.id}?token=${order.token}`, { customer: { surname: 'Panther', addr_city: 'Potsdam', date_of_birth: '1991-01-02' } });
    expect(status).toBe(200);
    expect(body.customer).toMatchObject({ surname: 'Panther', name: 'Peter', date_of_birth: '1991-01-02', personalization_token: created.personalization_token });
    expect(body.customer.addresses).toEqual([{ ...created.addresses[0], city: 'Potsdam' }]);
    const invalid = await call('PUT', `/customers/${created.id}?token=${order.token}`, { customer: { surname: '', email: 'x' } });
    expect(invalid.body.errors).toEqual({ surname: ["can't be blank"], email: ['is not a valid e-mail address'] });
  });

  it('updates the buyer too, but not the login e-mail of a registered buyer', async () => {
    const buyer = await insertBuyer(server.db, fx.shopId);
    const order = await annualOrder(1, buyer.id);
    const { status, body } = await call('PUT', `/customers/${buyer.id}?token=${order.token}`, { customer: { date_of_birth: '1970-01-01', addr_zip: '10115' } });
    expect(status).toBe(200);
    expect(body.customer).toMatchObject({ id: buyer.id, date_of_birth: '1970-01-01', addresses: [{ id: buyer.addressId, zip: '10115' }] });
    const email = await call('PUT', `/customers/${buyer.id}?token=${order.token}`, { customer: { email: 'new@example.org' } });
    expect(email.status).toBe(422);
    expect(email.body.errors.email).toBeTruthy();
  });

  it('answers 404 for anyone else: other orders\' holders and other customers', async () => {
    const order = await annualOrder();
    const other = await annualOrder();
    const foreign = (await create(other.token, peter)).body.customer;
    const stranger = await insertBuyer(server.db, fx.shopId);
    for (const id of [foreign.id, stranger.id, 999999]) {
      expect((await call('PUT', `/customers/${id}?token=${order.token}`, { customer: { name: 'Hook' } })).status, String(id)).toBe(404);
    }
  });
});
