import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { slotIso } from '../../testing/dates.fixtures';
import type { TestServer } from '../../testing/test-server';
import { startTicketServer, type TicketFixtures } from '../../testing/tickets.fixtures';

/**
 * Why this test exists: holds and orders take places through one counter row per quota and
 * slot. The counter may run above the truth (a deleted hold, an expired one) but never below
 * it; when it looks full it is recounted, so freed places come back. A hold turned into an
 * order moves its places instead of taking them twice, and a mantle ticket that lacks places
 * on one sub quota takes nothing from the others.
 */
let server: TestServer;
let fx: TicketFixtures;
let day: string;
beforeAll(async () => ({ server, fx, day } = await startTicketServer()));
afterAll(() => server.close());

const post = async (path: string, json: unknown) => {
  const response = await server.request(path, { method: 'POST', shop: 'museen.localhost', json });
  return { status: response.status, body: await response.json() as { reservation?: { token: string }; error?: string } };
};
const hold = (startAt: string, quantity: number) => post('/api/v4/tickets/reservations', { reservation: { ticket_id: fx.tickets.slot, quantity, start_at: startAt } });
const order = (time: string, quantity: number, reservations: string[] = []) =>
  post('/api/v4/orders', { items: [{ type: 'Ticket', attributes: { id: fx.tickets.slot, quantity, time, ...(reservations.length ? { reservations } : {}) } }], total: 1200 * quantity });
const counter = async (quotaId: number, at: string) => (await server.db.selectFrom('quota_counters').select('used')
  .where('quota_id', '=', quotaId).where('start_at', '=', new Date(at)).executeTakeFirst())?.used;

describe('quota counters', () => {
  it('moves a hold’s places to the order that consumes it, without counting them twice', async () => {
    const at = slotIso(addDays(day, 3), 600);
    const held = await hold(at, 10);
    expect(held.status).toBe(201);
    expect(await counter(fx.quotas.slot, at)).toBe(10);
    expect((await order(at, 10, [held.body.reservation!.token])).status).toBe(201);
    expect(await counter(fx.quotas.slot, at)).toBe(10);
    expect((await order(at, 1)).body.error).toMatch(/^No capacity left for this time: 0 places free/);
  });

  it('gives back the places of a deleted hold when the slot next looks full', async () => {
    const at = slotIso(addDays(day, 3), 630);
    const held = await hold(at, 10);
    await server.request(`/api/v4/tickets/reservations/${held.body.reservation!.token}`, { method: 'DELETE', shop: 'museen.localhost' });
    expect(await counter(fx.quotas.slot, at)).toBe(10);
    expect((await order(at, 4)).status).toBe(201);
    expect(await counter(fx.quotas.slot, at)).toBe(4);
  });

  it('gives back the places of an expired hold', async () => {
    const at = slotIso(addDays(day, 4), 600);
    expect((await hold(at, 8)).status).toBe(201);
    expect((await order(at, 3)).status).toBe(422);
    server.advance(5 * 60_000 + 1);
    expect((await order(at, 3)).status).toBe(201);
    expect(await counter(fx.quotas.slot, at)).toBe(3);
  });

  it('takes nothing from any quota when one quota of a mantle ticket is short', async () => {
    const day5 = addDays(day, 5);
    const [main, subB] = [slotIso(day5, 900), slotIso(day5, 960)];
    const mantle = (quantity: number) => post('/api/v4/orders', { items: [{ type: 'Ticket', attributes: {
      id: fx.tickets.mantle, quantity, time: main, sub_ticket_times: { [fx.tickets.subA]: main, [fx.tickets.subB]: subB },
    } }], total: 1900 * quantity });
    // Sub B needs 2 places per unit of a quota of 10: 6 units need 12.
    const refused = await mantle(6);
    expect(refused.status).toBe(422);
    expect(await counter(fx.quotas.subA, main) ?? 0).toBe(0);
    expect(await counter(fx.quotas.subB, subB) ?? 0).toBe(0);
    expect((await mantle(5)).status).toBe(201);
    expect([await counter(fx.quotas.subA, main), await counter(fx.quotas.subB, subB)]).toEqual([5, 10]);
  });

  it('follows an override that shrinks the slot below what the counter holds', async () => {
    const at = slotIso(addDays(day, 6), 600);
    expect((await order(at, 6)).status).toBe(201);
    await server.db.insertInto('quota_overrides').values({ quota_id: fx.quotas.slot, start_at: new Date(at), capacity: 5 }).execute();
    expect((await order(at, 1)).body.error).toMatch(/0 places free/);
  });
});
