import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../db/seed/seed-demo';
import { createTestServer, type TestServer } from '../testing/test-server';
import { parseTrustProxy } from './client-ip';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer((db) => seedDemoDataIfEmpty(db, { log: () => {}, now: new Date('2026-06-03T10:00:00Z') }));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.deleteFrom('auth_attempts').execute();
  server.deps.trustProxy = parseTrustProxy(undefined);
});

let forged = 0;
/** A new made-up X-Forwarded-For per request, as the attacker of the issue sent. */
const forgedHeader = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++forged / 250)}.${forged % 250}` });

const attempts = {
  'customer sign-in (password spraying, one guess per account)': (index: number, peer: string, headers: Record<string, string>) =>
    server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: `spray${index}@example.org`, password: 'Summer2026!' }, headers, peer }),
  'coupon look-up': (index: number, peer: string, headers: Record<string, string>) =>
    server.request(`/api/v4/coupon_sales/barcode/GUESS${index}`, { headers, peer }),
  'operator sign-in': (_index: number, peer: string, headers: Record<string, string>) =>
    server.request('/api/admin/v1/session', { method: 'POST', json: { shop: 'museen', email: 'operator@museen.example', password: 'guess' }, headers, peer }),
};

// Issue 14, finding 3: with a new forged address per request, 30 sign-ins, 40 coupon look-ups and 30 operator
// sign-ins were never answered 429.
describe('a forged X-Forwarded-For buys no fresh budget', () => {
  it.each(Object.entries(attempts))('%s, trusting no proxy (the default)', async (_name, attempt) => {
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await attempt(index, '203.0.113.10', forgedHeader())).status);
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another real client is not affected.
    expect((await attempt(99, '203.0.113.11', {})).status).not.toBe(429);
  });

  it.each(Object.entries(attempts))('%s, behind one trusted proxy that appends the real address', async (_name, attempt) => {
    server.deps.trustProxy = parseTrustProxy('10.0.0.1');
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await attempt(index, '10.0.0.1', { 'x-forwarded-for': `${forgedHeader()['x-forwarded-for']}, 203.0.113.20` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt(99, '10.0.0.1', { 'x-forwarded-for': '203.0.113.21' })).status).not.toBe(429);
  });
});
