import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { dayAhead, slotIso } from '../../testing/dates.fixtures';
import { orderClient } from '../../testing/order-client.fixtures';
import { createOrderFixtures } from '../../testing/orders.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createTourFixtures, type TourFixtures } from '../../testing/tours.fixtures';

let server: TestServer;
let to: TourFixtures;
let day: string;
let api: ReturnType<typeof orderClient>;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const fx = await createOrderFixtures(db);
    to = await createTourFixtures(db, fx.shopId);
    // Two tours per slot, so a second group can still book what the first left.
    await db.updateTable('tours').set({ equipment: JSON.stringify([{ id: 1, title: { de: 'Audioguide' }, max: 5 }, { id: 2, title: { de: 'Hocker' }, max: 2 }]) })
      .where('id', '=', to.scaled).execute();
  });
  day = dayAhead(server.deps.now());
  api = orderClient(server);
});
afterAll(() => server.close());

const guest = { email: 'ada@example.org', name: 'Ada', surname: 'Lovelace' };
const path = (start: string, equipment = 1, tour = to.scaled) => `/api/v4/tours/${tour}/equipments/${equipment}/${encodeURIComponent(start)}`;
const freeAt = async (start: string, equipment = 1) => {
  const answer = await api.send('GET', path(start, equipment));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data[start];
};
/** A family tour (adult price 800, four adults) with `pieces` audio guides at `start`; mode 2 keeps it unpaid inside its window. */
const book = (start: string, pieces: number, extra: Record<string, unknown> = {}) => api.order([api.item('Tour', {
  id: to.scaled, start_time: start, language_id: to.language, age_group_id: to.adults, quantities: { 1: 4 }, equipment: [{ id: 1, quantity: pieces }],
})], 3200, extra);

describe('GET /api/v4/tours/:id/equipments/:equipment_id/:start_time (requirements/api.md §7.4)', () => {
  it('answers one entry keyed by the start time: the configured max while nothing is booked', async () => {
    const start = slotIso(day, 600);
    const answer = await api.send('GET', path(start));
    expect(answer).toEqual({ status: 200, body: { data: { [start]: 5 } } });
    // An offset other than Berlin's names the same instant; the key comes back in Berlin time.
    const utc = new Date(Date.parse(start)).toISOString().replace('.000Z', 'Z');
    expect((await api.send('GET', path(utc))).body).toEqual({ data: { [start]: 5 } });
    // A client that does not percent-encode the offset's '+' (it stays literal in a path) gets the same answer.
    expect((await api.send('GET', `/api/v4/tours/${to.scaled}/equipments/1/${start}`)).body).toEqual({ data: { [start]: 5 } });
  });

  it('subtracts live bookings at that start only, the same count POST /orders checks', async () => {
    const start = slotIso(day, 615);
    expect((await book(start, 2)).status).toBe(201);
    expect(await freeAt(start)).toBe(3);
    expect(await freeAt(start, 2)).toBe(2);
    expect(await freeAt(slotIso(day, 630))).toBe(5);
    const refused = await book(start, 4);
    expect(refused.body.errors).toEqual({ 'items.0.attributes.equipment.0.quantity': ['only 3 left'] });
    expect((await book(start, 3)).status).toBe(201);
    expect(await freeAt(start)).toBe(0);
  });

  it('a canceled order gives its pieces back', async () => {
    const start = slotIso(day, 645);
    const created = await book(start, 2);
    expect(await freeAt(start)).toBe(3);
    await server.db.updateTable('orders').set({ canceled: true }).where('id', '=', created.body.order.id).execute();
    expect(await freeAt(start)).toBe(5);
  });

  it('an unpaid order whose payment window ended gives its pieces back', async () => {
    const start = slotIso(addDays(day, 1), 600);
    expect((await book(start, 2, { payment_mode_id: 2, customer: guest })).body.meta.status).toBe('pending');
    expect(await freeAt(start)).toBe(3);
    server.advance(31 * 60_000);
    try {
      expect(await freeAt(start)).toBe(5);
    } finally {
      server.advance(-31 * 60_000);
    }
  });

  it('answers 404 for an unknown tour or equipment', async () => {
    const start = slotIso(day, 600);
    expect((await api.send('GET', path(start, 1, 999_999))).status).toBe(404);
    const unknown = await api.send('GET', path(start, 9));
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Equipment not found' } });
    expect((await api.send('GET', path(start, 1, to.group))).status).toBe(200);
  });

  it('answers 422 for a malformed, offsetless, past or off-grid time', async () => {
    const errorsOf = async (start: string) => {
      const answer = await api.send('GET', path(start));
      expect(answer.status, start).toBe(422);
      return answer.body.errors.start_time;
    };
    expect((await errorsOf('tomorrow'))[0]).toMatch(/^must be an ISO 8601 time/);
    expect((await errorsOf(`${day}T10:00:00`))[0]).toMatch(/^must be an ISO 8601 time/);
    expect(await errorsOf('2026-13-45T10:00:00+01:00')).toEqual(['is not a valid time']);
    expect(await errorsOf('2020-01-01T10:00:00+01:00')).toEqual(['is in the past']);
    expect(await errorsOf(slotIso(day, 607))).toEqual(['is not a start time of this tour']);
  });

  it('is documented in the OpenAPI document with its errors', async () => {
    const operation = (await api.send('GET', '/api/v4/openapi.json')).body.paths['/api/v4/tours/{id}/equipments/{equipment_id}/{start_time}']?.get;
    expect(operation).toMatchObject({ tags: ['tours'] });
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '404', '422']));
  });
});
