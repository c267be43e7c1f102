import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { slotIso } from '../../testing/dates.fixtures';
import { sendJson } from '../../testing/send-json.fixtures';
import type { TestServer } from '../../testing/test-server';
import { startTicketServer, type TicketFixtures } from '../../testing/tickets.fixtures';
import { cachedDisplay, placesChanged } from './display-cache';

/**
 * Why this test exists: calendar and capacities are read for display many times a second on a sale day, and read
 * anew each time they waited behind the orders for the pool (issue 16). They are now reused for a moment: an old
 * answer is given at once while one read replaces it, and this process's own orders and holds make the next request
 * read anew. A wrong cache would show places that are gone for good, or never show the new ones.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => { resolve = ok; reject = fail; });
  return { promise, resolve, reject };
}

describe('cachedDisplay', () => {
  it('reads once within the time to live', async () => {
    const db = {} as never;
    let reads = 0;
    const read = async () => { reads += 1; return reads; };
    expect(await cachedDisplay(db, 'k', 1000, 0, read)).toBe(1);
    expect(await cachedDisplay(db, 'k', 1000, 999, read)).toBe(1);
    expect(await cachedDisplay(db, 'other', 1000, 999, read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('gives the old answer at once when it expired, while one read replaces it', async () => {
    const db = {} as never;
    expect(await cachedDisplay(db, 'k', 1000, 0, async () => 'old')).toBe('old');
    const next = deferred<string>();
    let reads = 0;
    const read = () => { reads += 1; return next.promise; };
    expect(await cachedDisplay(db, 'k', 1000, 1500, read)).toBe('old');
    expect(await cachedDisplay(db, 'k', 1000, 1600, read)).toBe('old');
    expect(reads).toBe(1);
    next.resolve('new');
    await next.promise;
    expect(await cachedDisplay(db, 'k', 1000, 1700, read)).toBe('new');
    expect(reads).toBe(1);
  });

  it('reads anew after this process changed places, also when a read began before the change', async () => {
    const db = {} as never;
    expect(await cachedDisplay(db, 'k', 1000, 0, async () => 1)).toBe(1);
    placesChanged(db);
    const during = deferred<number>();
    expect(await cachedDisplay(db, 'k', 1000, 10, () => during.promise)).toBe(1);
    placesChanged(db); // while that read runs: what it finds may miss this change
    during.resolve(2);
    await during.promise;
    expect(await cachedDisplay(db, 'k', 1000, 20, async () => 3)).toBe(2);
    await Promise.resolve();
    expect(await cachedDisplay(db, 'k', 1000, 30, async () => 4)).toBe(3);
  });

  it('waits for the read when the answer is far too old to show', async () => {
    const db = {} as never;
    await cachedDisplay(db, 'k', 1000, 0, async () => 'ancient');
    expect(await cachedDisplay(db, 'k', 1000, 60_000, async () => 'fresh')).toBe('fresh');
  });

  it('keeps no failed first read, and keeps the old answer when a later read fails', async () => {
    const db = {} as never;
    await expect(cachedDisplay(db, 'k', 1000, 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cachedDisplay(db, 'k', 1000, 1, async () => 'up')).toBe('up');
    const failing = cachedDisplay(db, 'k', 1000, 1500, () => Promise.reject(new Error('down again')));
    expect(await failing).toBe('up');
    await Promise.resolve();
    expect(await cachedDisplay(db, 'k', 1000, 1600, async () => 'back')).toBe('up');
  });
});

describe('capacities for display on a server that reuses them', () => {
  let server: TestServer;
  let fx: TicketFixtures;
  let day: string;
  beforeAll(async () => {
    ({ server, fx, day } = await startTicketServer());
    server.deps.displayCacheMs = 60_000; // long enough for a loaded machine; servers use 1000
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, json?: unknown) => sendJson(server, method, path, json);
  const free = async (date: string, minutes: number, reservations?: string[]) => (await send('POST', '/api/v4/tickets/capacities', {
    ticket_ids: [fx.tickets.slot], date, ...(reservations ? { reservations } : {}),
  })).body.data[fx.quotas.slot].capacities[slotIso(date, minutes)];

  it('reuses an answer until this process changes places, and never for a caller with holds', async () => {
    const date = addDays(day, 3);
    expect(await free(date, 600)).toBe(10);
    // Another process sold a place (written behind this server's back): not seen within the time to live.
    const other = await server.db.insertInto('orders').values({ shop_id: fx.shopId, token: 'other-process', total_price_cents: 1200, is_valid: true, payment_status: 30, data: '{}' })
      .returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('quota_usages').values({ quota_id: fx.quotas.slot, start_at: new Date(slotIso(date, 600)), quantity: 1, order_id: other.id }).execute();
    expect(await free(date, 600)).toBe(10);
    // A hold of this process (another slot): the caller holding it reads afresh at once, everyone else soon after.
    const held = await send('POST', '/api/v4/tickets/reservations', { reservation: { ticket_id: fx.tickets.slot, quantity: 2, start_at: slotIso(date, 630) } });
    expect(held.status).toBe(201);
    expect(await free(date, 600, [held.body.reservation.token])).toBe(9);
    let seen = await free(date, 600);
    for (let attempt = 0; attempt < 50 && seen !== 9; attempt += 1) seen = await free(date, 600);
    expect(seen).toBe(9);
  });
});
