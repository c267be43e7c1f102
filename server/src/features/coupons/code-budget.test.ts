import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed/seed-demo';
import { registerCustomer } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer((db) => seedDemoDataIfEmpty(db, { log: () => {}, now: new Date('2026-06-03T10:00:00Z') }));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.deleteFrom('auth_attempts').execute();
  server.advance(2 * 3_600_000); // a fresh hour: the hourly budget of earlier tests is behind
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const lookup = (code: string, ip: string) => server.request(`/api/v4/coupon_sales/barcode/${code}`, { headers: from(ip) });
/** An order that fails on its items anyway: only how its codes are counted matters here. */
const orderWith = (coupons: string[], ip: string) =>
  server.request('/api/v4/orders', { method: 'POST', json: { items: [{ type: 'Ticket', attributes: { id: 1, quantity: 1 } }], total: 0, coupons }, headers: from(ip) });

// Issue 14, finding 4: `coupons: [...]` in POST /orders had no limit (30 of 30 tries answered).
describe('one code budget per client for every route that tests a code', () => {
  it('answers 429 to code guessing through POST /orders, one code per order', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) statuses.push((await orderWith([`WRONG${attempt}`], '192.0.2.1')).status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const body = await (await orderWith(['WRONGX'], '192.0.2.1')).json();
    expect(body).toEqual({ error: 'Too many requests', errors: {} });
  });

  it('counts every code of an order; more codes than the budget holds are refused whole, none tested', async () => {
    const many = Array.from({ length: 11 }, (_, index) => `GUESS${index}`);
    expect((await orderWith(many, '192.0.2.2')).status).toBe(429);
    expect((await orderWith(many.slice(0, 5), '192.0.2.3')).status).not.toBe(429);
    expect((await orderWith(many.slice(5, 10), '192.0.2.3')).status).not.toBe(429);
    expect((await orderWith(['ONE-MORE'], '192.0.2.3')).status).toBe(429);
  });

  it('is shared by the look-up, the order and the VIP code', async () => {
    const customer = await registerCustomer(server);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await lookup(`NOPE${attempt}`, '192.0.2.4')).status).toBe(404);
    expect((await orderWith(['A1', 'A2', 'A3', 'A4'], '192.0.2.4')).status).toBe(422);
    const vip = (code: string) => server.request(`/api/v4/customer/token/${code}`, {
      method: 'POST', headers: { ...customer.headers, ...from('192.0.2.4') }, json: { id: customer.customer.id, email: customer.email },
    });
    expect((await vip('VIP-WRONG-1')).status).toBe(422);
    expect((await vip('VIP-WRONG-2')).status).toBe(422);
    expect((await vip('VIP-WRONG-3')).status).toBe(429);
    expect((await lookup('LEER0000', '192.0.2.4')).status).toBe(429);
    expect((await lookup('LEER0000', '192.0.2.5')).status).toBe(200);
  });

  it('refills after a minute, up to 60 tries an hour', async () => {
    let answered = 0;
    for (let minute = 0; minute < 8; minute += 1) {
      for (let attempt = 0; attempt < 10; attempt += 1) if ((await lookup(`H${minute}X${attempt}`, '192.0.2.6')).status !== 429) answered += 1;
      server.advance(61_000);
    }
    expect(answered).toBe(60);
  });
});
