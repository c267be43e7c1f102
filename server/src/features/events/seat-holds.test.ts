import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type AuthHeaders } from '../../testing/accounts.fixtures';
import { createEventFixtures, type EventFixtures } from '../../testing/events.fixtures';
import { orderClient } from '../../testing/order-client.fixtures';
import { createOrderFixtures } from '../../testing/orders.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { SEAT_TAKEN } from './seat-holds';

/**
 * requirements/events-and-seats.md §4.2 Seats, requirements/events-and-seats.md §6: signed-in customers hold seats while they choose; the seat is then
 * taken for everyone else (plan and order) until the hold expires or the holder's order books it.
 * Fixture seats 1–3 cost 3000 (stalls), 4–6 2000 (circle); seat 6 is blocked by the house.
 */
let server: TestServer;
let ev: EventFixtures;
let api: ReturnType<typeof orderClient>;
let alice: AuthHeaders;
let bob: AuthHeaders;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const fx = await createOrderFixtures(db);
    ev = await createEventFixtures(db, fx.shopId);
  });
  api = orderClient(server);
  alice = (await registerCustomer(server, {}, 'museen.localhost')).headers;
  bob = (await registerCustomer(server, {}, 'museen.localhost')).headers;
});
afterAll(() => server.close());

const blockings = () => `/api/v4/events/${ev.seatedEvent}/dates/${ev.seated}/blockings`;
const hold = (seat: number, headers: Record<string, string>) => api.send('POST', blockings(), { seat_id: seat }, headers);
const release = (seat: number, headers: Record<string, string>) => api.send('DELETE', `${blockings()}/${seat}`, undefined, headers);
const plan = async (headers: Record<string, string> = {}) =>
  (await api.send('GET', `/api/v4/events/${ev.seatedEvent}/dates/${ev.seated}`, undefined, headers)).body.date.seatings[0] as { blocked_seats: number[]; held_seats: number[] };
const seatOrder = (seat: number, price: number, headers: Record<string, string>) =>
  api.order([api.item('Event', { id: ev.seated, seats: [{ seat_id: seat }] })], price, {}, headers);

describe('seat holds', () => {
  it('are for signed-in customers only', async () => {
    expect((await hold(1, {})).status).toBe(401);
    expect((await release(1, {})).status).toBe(401);
  });

  it('take the seat for everyone but the holder, in the plan and in orders', async () => {
    const held = await hold(2, alice);
    expect(held.status).toBe(201);
    expect(held.body.blocking).toMatchObject({ seat_id: 2, held_seats: [2] });
    const minutes = (Date.parse(held.body.blocking.expires_at) - server.deps.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    expect(await plan(alice)).toMatchObject({ blocked_seats: [6], held_seats: [2] });
    expect(await plan(bob)).toMatchObject({ blocked_seats: [2, 6], held_seats: [] });
    expect(await plan()).toMatchObject({ blocked_seats: [2, 6], held_seats: [] });

    const taken = await hold(2, bob);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(SEAT_TAKEN);
    expect((await seatOrder(2, 3000, bob)).body.errors['items.0.attributes.seats.0.seat_id']).toEqual(['is already booked']);
    expect((await seatOrder(2, 3000, {})).status).toBe(422);
  });

  it('let the holder book the seat, which ends the hold', async () => {
    expect((await hold(2, alice)).status).toBe(201);
    const booked = await seatOrder(2, 3000, alice);
    expect(booked.status).toBe(201);
    const rows = await server.db.selectFrom('seat_holds').select('seat_id').where('date_id', '=', ev.seated).where('seat_id', '=', 2).execute();
    expect(rows).toEqual([]);
    // Booked now: nobody can hold it, the buyer neither.
    expect((await hold(2, alice)).status).toBe(409);
  });

  it('refuse seats that are not on the plan or blocked by the house, and unknown dates', async () => {
    expect((await hold(99, alice)).body.errors).toEqual({ seat_id: ['is not a seat of this date'] });
    expect((await hold(6, alice)).body.errors).toEqual({ seat_id: ['is blocked'] });
    expect((await api.send('POST', `/api/v4/events/${ev.plainEvent}/dates/${ev.seated}/blockings`, { seat_id: 1 }, alice)).status).toBe(404);
  });

  it('are released by their holder only, and lapse when they expire', async () => {
    expect((await hold(3, alice)).status).toBe(201);
    expect((await release(3, bob)).status).toBe(204);
    expect((await plan()).blocked_seats).toContain(3);
    expect((await release(3, alice)).status).toBe(204);
    expect((await plan()).blocked_seats).not.toContain(3);

    expect((await hold(4, alice)).status).toBe(201);
    await server.db.updateTable('seat_holds').set({ expires_at: new Date(server.deps.now().getTime() - 1000) }).where('seat_id', '=', 4).execute();
    expect((await plan()).blocked_seats).not.toContain(4);
    expect((await plan(alice)).held_seats).toEqual([]);
    expect((await hold(4, bob)).status).toBe(201);
  });
});
