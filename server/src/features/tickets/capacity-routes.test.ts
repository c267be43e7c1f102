import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, wallClock, weekdayOf } from '../../shared/berlin-time';
import { slotIso } from '../../testing/dates.fixtures';
import { sendJson } from '../../testing/send-json.fixtures';
import type { TestServer } from '../../testing/test-server';
import { startTicketServer, type TicketFixtures } from '../../testing/tickets.fixtures';

let server: TestServer;
let fx: TicketFixtures;
let day: string;
beforeAll(async () => ({ server, fx, day } = await startTicketServer()));
afterAll(() => server.close());

const call = (path: string, json?: unknown) => sendJson(server, json ? 'POST' : 'GET', path, json);
const hold = (ticketId: number, quantity: number, startAt: string) =>
  call('/api/v4/tickets/reservations', { reservation: { ticket_id: ticketId, quantity, start_at: startAt } });

describe('GET /api/v4/tickets/:id/capacity', () => {
  it('lists every slot of a time-slot ticket with its free places', async () => {
    const { status, body } = await call(`/api/v4/tickets/${fx.tickets.slot}/capacity?date=${day}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toHaveLength(14);
    expect(body.data[slotIso(day, 600)]).toBe(10);
    expect(body.data[slotIso(day, 990)]).toBe(10);
  });

  it('subtracts other holds, leaves out zero slots, and counts the caller\'s own holds as free', async () => {
    const first = await hold(fx.tickets.slot, 3, slotIso(day, 630));
    const second = await hold(fx.tickets.slot, 10, slotIso(day, 660));
    expect(first.status).toBe(201);
    const { body } = await call(`/api/v4/tickets/${fx.tickets.slot}/capacity?date=${day}`);
    expect(body.data[slotIso(day, 630)]).toBe(7);
    expect(body.data).not.toHaveProperty(slotIso(day, 660));
    const own = await call(`/api/v4/tickets/${fx.tickets.slot}/capacity?date=${day}&reservations[]=${first.body.reservation.token}`);
    expect(own.body.data[slotIso(day, 630)]).toBe(10);
    await server.request(`/api/v4/tickets/reservations/${second.body.reservation.token}`, { method: 'DELETE', shop: 'museen.localhost' });
  });

  it('combines sub-ticket quotas for a mantle ticket and uses max_persons without a quota', async () => {
    const mantle = await call(`/api/v4/tickets/${fx.tickets.mantle}/capacity?date=${day}`);
    expect(mantle.body.data[slotIso(day, 600)]).toBe(5);
    const personal = await call(`/api/v4/tickets/${fx.tickets.personal}/capacity?date=${day}`);
    expect(personal.body.data).toEqual({ [slotIso(day, 600)]: 4 });
  });

  it('is empty for past days and answers 422/404 for bad input', async () => {
    const yesterday = addDays(dayOf(server.deps.now()), -1);
    expect((await call(`/api/v4/tickets/${fx.tickets.day}/capacity?date=${yesterday}`)).body.data).toEqual({});
    expect((await call(`/api/v4/tickets/${fx.tickets.day}/capacity?date=2026-13-45`)).status).toBe(422);
    expect((await call(`/api/v4/tickets/999999/capacity?date=${day}`)).status).toBe(404);
  });
});

describe('/api/v4/tickets/capacities', () => {
  it('reports per quota the tickets, free and total places (zeros included), via GET and POST', async () => {
    const taken = await hold(fx.tickets.sharedA, 5, slotIso(day, 600));
    const expected = { tickets: [fx.tickets.sharedA, fx.tickets.sharedB], capacities: { [slotIso(day, 600)]: 0 }, total_capacities: { [slotIso(day, 600)]: 5 } };
    const viaGet = await call(`/api/v4/tickets/capacities?ticket_ids[]=${fx.tickets.sharedA}&ticket_ids[]=${fx.tickets.sharedB}&date=${day}`);
    expect(viaGet.body.data[fx.quotas.shared]).toEqual(expected);
    const viaPost = await call('/api/v4/tickets/capacities', { ticket_ids: [fx.tickets.sharedA, fx.tickets.sharedB], date: day });
    expect(viaPost.body).toEqual(viaGet.body);
    const own = await call('/api/v4/tickets/capacities', { ticket_ids: [fx.tickets.sharedB], date: day, reservations: [taken.body.reservation.token] });
    expect(own.body.data[fx.quotas.shared].capacities[slotIso(day, 600)]).toBe(5);
  });

  it('lists the sub-ticket quotas under a mantle ticket', async () => {
    const { body } = await call('/api/v4/tickets/capacities', { ticket_ids: [fx.tickets.mantle], date: day });
    expect(Object.keys(body.data).map(Number).sort()).toEqual([fx.quotas.subA, fx.quotas.subB].sort());
  });

  it('answers 422 without ticket ids or with garbage', async () => {
    expect((await call('/api/v4/tickets/capacities')).status).toBe(422);
    expect((await call('/api/v4/tickets/capacities?ticket_ids[]=abc')).status).toBe(422);
    expect((await call('/api/v4/tickets/capacities', { ticket_ids: [] })).status).toBe(422);
    expect((await call('/api/v4/tickets/capacities', { date: day })).status).toBe(422);
    expect((await call('/api/v4/tickets/capacities', { ticket_ids: [1], date: '2026-02-30' })).status).toBe(422);
  });
});

describe('GET /api/v4/tickets/:id/start_times', () => {
  it('lists sellable start times with capacity and total', async () => {
    const { status, body } = await call(`/api/v4/tickets/${fx.tickets.slot}/start_times?date=${day}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(14);
    expect(body.data[0]).toEqual({ start_time: slotIso(day, 600), capacity: 10, total_capacity: 10 });
  });
});

describe('GET /api/v4/tickets/calendar and /empty_days', () => {
  it('depth=any marks days with a free, sellable place', async () => {
    const end = addDays(day, 6);
    const { status, body } = await call(`/api/v4/tickets/calendar?by_ticket_ids[]=${fx.tickets.day}&start_at=${day}&end_at=${end}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toHaveLength(7);
    expect(Object.values(body.data).every((value) => value === true)).toBe(true);
  });

  it('depth=all lists quotas with one-key capacity objects in the legacy key format', async () => {
    const { body } = await call(`/api/v4/tickets/calendar?by_ticket_ids[]=${fx.tickets.sharedB}&start_at=${day}&end_at=${day}&depth=all`);
    const [entry] = body.data[day];
    expect(entry.quota).toMatchObject({ id: fx.quotas.shared, tickets: [fx.tickets.sharedB] });
    expect(Object.keys(entry.quota.capacities[0])[0]).toMatch(/^\d{4}-\d{2}-\d{2} 10:00:00 \+0[12]00$/);
  });

  it('closes days on a quota\'s closed weekday and reports them as empty days', async () => {
    const closedDay = addDays(day, 2);
    await server.db.updateTable('quotas').set({ closed_weekdays: [weekdayOf(closedDay)] }).where('id', '=', fx.quotas.day).execute();
    try {
      const calendar = await call(`/api/v4/tickets/calendar?by_ticket_ids[]=${fx.tickets.day}&start_at=${day}&end_at=${addDays(day, 3)}`);
      expect(calendar.body.data[closedDay]).toBe(false);
      expect(calendar.body.data[day]).toBe(true);
      const empty = await call(`/api/v4/tickets/empty_days?by_ticket_ids[]=${fx.tickets.day}&start_at=${day}&end_at=${addDays(day, 3)}`);
      expect(empty.body.data).toEqual([closedDay]);
    } finally {
      await server.db.updateTable('quotas').set({ closed_weekdays: [] }).where('id', '=', fx.quotas.day).execute();
    }
  });

  it('treats a slot overridden to 0 places as sold out', async () => {
    const soldOut = addDays(day, 4);
    await server.db.insertInto('quota_overrides').values({ quota_id: fx.quotas.day, start_at: wallClock(soldOut, 600), capacity: 0 }).execute();
    const empty = await call(`/api/v4/tickets/empty_days?by_ticket_ids[]=${fx.tickets.day}&start_at=${soldOut}&end_at=${addDays(soldOut, 1)}`);
    expect(empty.body.data).toEqual([soldOut]);
  });

  it('cuts a range beyond 400 days to 400 (issue 13) and refuses garbage with 422', async () => {
    const tooLong = await call(`/api/v4/tickets/calendar?start_at=${day}&end_at=${addDays(day, 500)}`);
    expect(tooLong.status).toBe(200);
    expect(Object.keys(tooLong.body.data as object)).toHaveLength(400);
    expect((await call(`/api/v4/tickets/calendar?start_at=${day}&end_at=${addDays(day, 30)}`)).status).toBe(200);
    expect((await call(`/api/v4/tickets/calendar?start_at=${addDays(day, 2)}&end_at=${day}`)).status).toBe(422);
    expect((await call('/api/v4/tickets/calendar?depth=some')).status).toBe(422);
    expect((await call('/api/v4/tickets/calendar?start_at=2026-13-45')).status).toBe(422);
  });
});
