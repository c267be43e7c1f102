import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, wallClock, isoBerlin } from '../../shared/berlin-time';
import { registerCustomer } from '../../testing/accounts.fixtures';
import { slotIso } from '../../testing/dates.fixtures';
import type { OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let fx: OrderFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, fx, day, api } = await startOrderServer()));
afterAll(() => server.close());

const dayTicket = (id = fx.tickets.day) => api.item('Ticket', { id, quantity: 1, time: slotIso(day, 600) });

describe('GET /api/v4/orders/:id', () => {
  it('by token for anyone; by numeric id only for the customer who owns it', async () => {
    const owner = await registerCustomer(server, {}, 'museen.localhost');
    const other = await registerCustomer(server, {}, 'museen.localhost');
    const created = await api.order([dayTicket()], 1400, {}, owner.headers);
    expect(created.status).toBe(201);
    const { id, token } = created.body.order;
    const row = await server.db.selectFrom('orders').select(['customer_id', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(owner.customer.id);
    expect(row.data.email).toBe(owner.email);
    expect((await api.send('GET', `/api/v4/orders/${id}`, undefined, owner.headers)).body.order.token).toBe(token);
    expect((await api.send('GET', `/api/v4/orders/${id}`, undefined, other.headers)).status).toBe(404);
    expect((await api.send('GET', `/api/v4/orders/${id}`)).status).toBe(404);
    expect((await api.send('GET', `/api/v4/orders/${token}`)).body.order.id).toBe(id);
    expect((await api.send('GET', '/api/v4/orders/not-a-token')).status).toBe(404);
  });

  it("never shows another shop's order", async () => {
    const created = await api.order([dayTicket()], 1400);
    const foreign = await server.db.insertInto('shops').values({
      slug: 'andere', hosts: ['andere.localhost'], name: 'Andere', settings: '{}', config: '{}', translations: '{}', content: '{}',
    }).returning('id').executeTakeFirstOrThrow();
    expect(foreign.id).toBeGreaterThan(0);
    const response = await server.request(`/api/v4/orders/${created.body.order.token}`, { shop: 'andere.localhost' });
    expect(response.status).toBe(404);
  });
});

describe('special prices and annual tickets', () => {
  it('sells an audience ticket only to a customer whose billing address has that audience', async () => {
    const anonymous = await api.order([dayTicket(fx.tickets.audience)], 1400);
    expect(anonymous.body.errors['items.0.attributes.id']).toEqual(['is a special price not available to you']);
    const member = await registerCustomer(server, {}, 'museen.localhost');
    const addressId = member.customer.addresses[0]!.id;
    await server.db.updateTable('customer_addresses').set({ price_target_audience_id: 7 }).where('id', '=', addressId).execute();
    expect((await api.order([dayTicket(fx.tickets.audience)], 1400, {}, member.headers)).status).toBe(422);
    const bought = await api.order([dayTicket(fx.tickets.audience)], 1400, { billing_address_id: addressId }, member.headers);
    expect(bought.status).toBe(201);
  });

  it('sells an annual ticket from the start of a future day, with or without a time', async () => {
    const tomorrow = addDays(dayOf(server.deps.now()), 1);
    const withTime = await api.order([api.item('Ticket', { id: fx.tickets.annual, quantity: 1, time: isoBerlin(wallClock(tomorrow, 0)) })], 5000);
    expect(withTime.status).toBe(201);
    expect(withTime.body.order.items[0].attributes).toMatchObject({ ticket_type: 'annual', start_time: isoBerlin(wallClock(tomorrow, 0)) });
    const cartType = await api.order([api.item('Annual', { id: fx.tickets.annual, quantity: 2 })], 10000);
    expect(cartType.status).toBe(201);
    expect(cartType.body.order.items[0].attributes.barcodes).toHaveLength(2);
  });
});

describe('GET /api/v4/customer/coupon_values', () => {
  it("lists the codes of the customer's valid orders only", async () => {
    const buyer = await registerCustomer(server, {}, 'museen.localhost');
    const created = await api.order([api.item('Coupon', { id: fx.couponProducts.value, quantity: 1 })], 2500, {}, buyer.headers);
    expect((await api.send('GET', '/api/v4/customer/coupon_values', undefined, buyer.headers)).body).toEqual({ coupon_values: [] });
    await server.db.updateTable('orders').set({ is_valid: true, payment_status: 30 }).where('id', '=', created.body.order.id).execute();
    const listed = await api.send('GET', '/api/v4/customer/coupon_values', undefined, buyer.headers);
    expect(listed.body.coupon_values).toEqual([expect.objectContaining({ code: created.body.order.items[0].attributes.code, is_valid: true, value_cents: 2500 })]);
    expect((await api.send('GET', '/api/v4/customer/coupon_values')).status).toBe(401);
  });
});
