import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../testing/accounts.fixtures';
import { dayAhead, slotIso } from '../../testing/dates.fixtures';
import { orderClient } from '../../testing/order-client.fixtures';
import { createOrderFixtures, type OrderFixtures } from '../../testing/orders.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let fx: OrderFixtures;
let api: ReturnType<typeof orderClient>;
beforeAll(async () => {
  server = await createTestServer(async (db) => { fx = await createOrderFixtures(db); });
  api = orderClient(server);
});
afterAll(() => server.close());

const dayTicket = () => api.item('Ticket', { id: fx.tickets.day, quantity: 1, time: slotIso(dayAhead(server.deps.now()), 600) });
const stored = (id: number) => server.db.selectFrom('orders').select(['rating', 'rating_comment', 'rated_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('PUT /api/v4/orders/{id}/rate', () => {
  it('stores the rating by token, and rating again replaces it', async () => {
    const { order } = (await api.order([dayTicket()], 1400)).body;
    const first = await api.send('PUT', `/api/v4/orders/${order.token}/rate`, { rating: 4, comment: '  Schnell und einfach ' });
    expect(first.status).toBe(200);
    expect(first.body.order_rating).toEqual({ order_id: order.id, rating: 4, comment: 'Schnell und einfach', rated_at: expect.any(String) });
    const again = await api.send('PUT', `/api/v4/orders/${order.token}/rate`, { rating: 5 });
    expect(again.body.order_rating).toMatchObject({ rating: 5, comment: null });
    expect(await stored(order.id)).toMatchObject({ rating: 5, rating_comment: null, rated_at: expect.any(Date) });
  });

  it('by numeric id only for the owner; foreign and unknown orders are 404', async () => {
    const owner = await registerCustomer(server, {}, 'museen.localhost');
    const other = await registerCustomer(server, {}, 'museen.localhost');
    const { order } = (await api.order([dayTicket()], 1400, {}, owner.headers)).body;
    expect((await api.send('PUT', `/api/v4/orders/${order.id}/rate`, { rating: 3 }, owner.headers)).status).toBe(200);
    expect((await api.send('PUT', `/api/v4/orders/${order.id}/rate`, { rating: 1 }, other.headers)).status).toBe(404);
    expect((await api.send('PUT', `/api/v4/orders/${order.id}/rate`, { rating: 1 })).status).toBe(404);
    expect((await api.send('PUT', '/api/v4/orders/no-such-token/rate', { rating: 1 })).status).toBe(404);
    expect((await stored(order.id)).rating).toBe(3);
  });

  it('answers 422 with field errors for a bad rating or comment', async () => {
    const { order } = (await api.order([dayTicket()], 1400)).body;
    const rate = (body: unknown) => api.send('PUT', `/api/v4/orders/${order.token}/rate`, body);
    for (const rating of [0, 6, 2.5, '4', null]) {
      const answer = await rate({ rating });
      expect(answer.status, String(rating)).toBe(422);
      expect(answer.body.errors.rating, String(rating)).toEqual(['must be a whole number from 1 to 5']);
    }
    expect((await rate({})).body.errors.rating).toEqual(['must be a whole number from 1 to 5']);
    const long = await rate({ rating: 2, comment: 'x'.repeat(1001) });
    expect(long.body.errors.comment).toEqual(['is too long (at most 1000 characters)']);
    expect((await stored(order.id)).rating).toBeNull();
  });

  it('is documented with its designed body', async () => {
    const doc = await api.send('GET', '/api/v4/openapi.json');
    const operation = doc.body.paths['/api/v4/orders/{id}/rate'].put;
    expect(operation.description).toContain('Designed here');
    expect(operation.requestBody.content['application/json'].schema.properties.rating).toBeDefined();
    for (const path of ['/api/v3/bookings/{id}', '/api/v4/calendar/{id}']) expect(doc.body.paths[path]?.get?.summary, path).toBeTruthy();
  });
});
