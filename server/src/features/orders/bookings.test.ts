import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../shared/berlin-time';
import { registerCustomer } from '../../testing/accounts.fixtures';
import { insertTour } from '../../testing/catalogue.fixtures';
import { dayAhead, slotIso } from '../../testing/dates.fixtures';
import { createEventFixtures, type EventFixtures } from '../../testing/events.fixtures';
import { orderClient } from '../../testing/order-client.fixtures';
import { createOrderFixtures, type OrderFixtures } from '../../testing/orders.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let fx: OrderFixtures;
let ev: EventFixtures;
let day: string;
let api: ReturnType<typeof orderClient>;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    fx = await createOrderFixtures(db);
    ev = await createEventFixtures(db, fx.shopId);
  });
  day = dayAhead(server.deps.now());
  api = orderClient(server);
});
afterAll(() => server.close());

/** A tour booking on an order of `customerId`, written directly: the tour order flow has its own tests. */
async function tourBookingOf(customerId: number, id?: number): Promise<number> {
  const db = server.db;
  const tour = await insertTour(db, { shop_id: fx.shopId, title: JSON.stringify({ de: 'Führung', en: 'Guided tour' }) });
  const order = await db.insertInto('orders').values({ shop_id: fx.shopId, token: `tour-${Math.random()}`, customer_id: customerId, total_price_cents: 0, data: '{}' })
    .returning('id').executeTakeFirstOrThrow();
  const item = await db.insertInto('order_items').values({ order_id: order.id, type: 'Tour', price_cents: 0, vat_pct: 19, attributes: '{}' })
    .returning('id').executeTakeFirstOrThrow();
  const booking = await db.insertInto('tour_bookings').values({ ...(id ? { id } : {}), order_item_id: item.id, tour_id: tour, start_time: wallClock(day, 600), participants: 12, equipment: '[]' })
    .returning('id').executeTakeFirstOrThrow();
  return booking.id;
}

describe('GET /api/v3/bookings/{id}', () => {
  it("answers the owner's event booking and hides it from everyone else", async () => {
    const owner = await registerCustomer(server, {}, 'museen.localhost');
    const other = await registerCustomer(server, {}, 'museen.localhost');
    const created = await api.order([api.item('Event', { id: ev.plain, quantity: 2 })], 800, {}, owner.headers);
    expect(created.status).toBe(201);
    const bookingId = created.body.order.items[0].attributes.id;
    const mine = await api.send('GET', `/api/v3/bookings/${bookingId}?type=event&locale=en`, undefined, owner.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.booking).toEqual({
      id: bookingId, type: 'Event', status: 20, start_time: slotIso(day, 840), quantity: 2, order_id: created.body.order.id,
      order_item_id: created.body.order.items[0].id, title: 'Lesung (en)', event_id: ev.plainEvent, date_id: ev.plain, tour_id: null,
    });
    expect((await api.send('GET', `/api/v3/bookings/${bookingId}?type=event`, undefined, other.headers)).status).toBe(404);
    expect((await api.send('GET', `/api/v3/bookings/${bookingId}?type=tour`, undefined, owner.headers)).status).toBe(404);
    expect((await api.send('GET', `/api/v3/bookings/${bookingId}`)).status).toBe(401);
  });

  it('answers a tour booking, and asks for type when both kinds share the id', async () => {
    const owner = await registerCustomer(server, {}, 'museen.localhost');
    const tourId = await tourBookingOf(owner.customer.id);
    const tour = await api.send('GET', `/api/v3/bookings/${tourId}`, undefined, owner.headers);
    expect(tour.body.booking).toMatchObject({ id: tourId, type: 'Tour', quantity: 12, title: 'Führung', tour_id: expect.any(Number), date_id: null });
    const created = await api.order([api.item('Event', { id: ev.plain, quantity: 1 })], 400, {}, owner.headers);
    const eventId = created.body.order.items[0].attributes.id;
    await tourBookingOf(owner.customer.id, eventId + 100_000);
    await server.db.updateTable('event_bookings').set({ id: eventId + 100_000 }).where('id', '=', eventId).execute();
    const both = await api.send('GET', `/api/v3/bookings/${eventId + 100_000}`, undefined, owner.headers);
    expect(both.status).toBe(422);
    expect(both.body.errors.type).toEqual(['is required: an event and a tour booking have this id']);
  });

  it('rejects a malformed id or type with 422', async () => {
    const owner = await registerCustomer(server, {}, 'museen.localhost');
    expect((await api.send('GET', '/api/v3/bookings/abc', undefined, owner.headers)).status).toBe(422);
    expect((await api.send('GET', '/api/v3/bookings/1?type=ticket', undefined, owner.headers)).status).toBe(422);
  });
});
