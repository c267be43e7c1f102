import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { slotIso } from '../../testing/dates.fixtures';
import type { TestServer } from '../../testing/test-server';
import { startTicketServer, type TicketFixtures } from '../../testing/tickets.fixtures';

/**
 * Why this test exists: capacity is taken inside the order's or hold's transaction with a
 * conditional UPDATE of one counter row per (quota, slot) (counters.store.ts). Fifty buyers racing for ten places must never get
 * eleven. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let server: TestServer;
let fx: TicketFixtures;
let day: string;
beforeAll(async () => ({ server, fx, day } = await startTicketServer()));
afterAll(() => server.close());

const post = async (path: string, json: unknown) => {
  const response = await server.request(path, { method: 'POST', shop: 'museen.localhost', json });
  return { status: response.status, body: await response.json() };
};

async function race(makeRequest: () => Promise<{ status: number; body: { error?: string } }>) {
  const results = await Promise.all(Array.from({ length: 50 }, makeRequest));
  const created = results.filter((result) => result.status === 201);
  const refused = results.filter((result) => result.status === 422);
  return { created, refused };
}

describe('no overselling under concurrency', () => {
  it('sells exactly 10 of 50 parallel orders for a slot with 10 places', async () => {
    const time = slotIso(day, 600);
    const { created, refused } = await race(() => post('/api/v4/orders', { items: [{ type: 'Ticket', attributes: { id: fx.tickets.slot, quantity: 1, time } }], total: 1200 }));
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const result of refused) expect(result.body.error).toMatch(/^No capacity left/);
    const used = await server.db.selectFrom('quota_usages').select((eb) => eb.fn.sum<number>('quantity').as('sum'))
      .where('quota_id', '=', fx.quotas.slot).where('start_at', '=', new Date(time)).executeTakeFirstOrThrow();
    expect(Number(used.sum)).toBe(10);
  });

  it('grants exactly 10 of 50 parallel holds for a slot with 10 places', async () => {
    const startAt = slotIso(addDays(day, 1), 600);
    const { created, refused } = await race(() => post('/api/v4/tickets/reservations', { reservation: { ticket_id: fx.tickets.slot, quantity: 1, start_at: startAt } }));
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const result of refused) expect(result.body.error).toMatch(/^No capacity left/);
  });

  it('never oversells a quota shared by two tickets under mixed parallel orders', async () => {
    const time = slotIso(addDays(day, 2), 600);
    const { created } = await race(() => {
      const ticketId = Math.random() < 0.5 ? fx.tickets.sharedA : fx.tickets.sharedB;
      return post('/api/v4/orders', { items: [{ type: 'Ticket', attributes: { id: ticketId, quantity: 1, time } }], total: ticketId === fx.tickets.sharedA ? 1000 : 800 });
    });
    expect(created).toHaveLength(5);
  });
});
