import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { dayAhead } from '../../testing/dates.fixtures';
import { createEventFixtures, type EventFixtures } from '../../testing/events.fixtures';
import { insertShop } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ev: EventFixtures;
let day: string;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shopId = await insertShop(db);
    ev = await createEventFixtures(db, shopId);
    await insertShop(db, { slug: 'andere', hosts: ['andere.localhost'], name: 'Andere', is_default: false });
  });
  day = dayAhead(server.deps.now());
});
afterAll(() => server.close());

const get = async (path: string, shop?: string) => {
  const response = await server.request(path, shop ? { shop } : {});
  return { status: response.status, body: await response.json() };
};

describe('GET /api/v4/calendar/{id} (an event\'s calendar, requirements/api.md §6.4)', () => {
  it('answers one boolean per day for that event only', async () => {
    const { status, body } = await get(`/api/v4/calendar/${ev.seatedEvent}?start_at=${day}&end_at=${addDays(day, 1)}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ [day]: true, [addDays(day, 1)]: false });
  });

  it("with depth=all lists the event's dates per day, as GET /calendar?by_event_ids[] does", async () => {
    const own = await get(`/api/v4/calendar/${ev.plainEvent}?start_at=${day}&end_at=${day}&depth=all`);
    expect(own.body.data[day].map((entry: { date: { id: number } }) => entry.date.id)).toEqual([ev.plain]);
    const global = await get(`/api/v4/calendar?start_at=${day}&end_at=${day}&depth=all&by_event_ids[]=${ev.plainEvent}`);
    expect(own.body).toEqual(global.body);
  });

  it("answers 404 for an unknown event or another shop's, 422 for a bad range", async () => {
    expect((await get('/api/v4/calendar/999999')).status).toBe(404);
    expect((await get(`/api/v4/calendar/${ev.plainEvent}`, 'andere.localhost')).status).toBe(404);
    const backwards = await get(`/api/v4/calendar/${ev.plainEvent}?start_at=${day}&end_at=${addDays(day, -1)}`);
    expect(backwards).toMatchObject({ status: 422, body: { errors: { end_at: ['must not be before start_at'] } } });
    expect((await get(`/api/v4/calendar/${ev.plainEvent}?start_at=${day}&end_at=${addDays(day, 400)}`)).status).toBe(422);
    expect((await get(`/api/v4/calendar/${ev.plainEvent}?depth=some`)).status).toBe(422);
  });
});
