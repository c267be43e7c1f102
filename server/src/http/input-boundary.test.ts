import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../db/seed/seed-demo';
import { createTestServer, type TestServer } from '../testing/test-server';
import { UNSTORABLE_MESSAGE } from './storable-text';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer((db) => seedDemoDataIfEmpty(db, { log: () => {}, now: new Date('2026-06-03T10:00:00Z') }));
});
afterAll(() => server.close());

const NUL = 'a\u0000b';
const order = (extra: Record<string, unknown>) => ({
  items: [{ type: 'Ticket', id: 1, quantity: 1, time: '2026-06-10T10:00:00Z' }],
  customer: { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org' },
  ...extra,
});

async function expectRejected(response: Response, field: string) {
  expect(response.status).toBe(422);
  const body = await response.json() as { error: string; errors: Record<string, string[]> };
  expect(body.errors[field]).toEqual([UNSTORABLE_MESSAGE]);
}

// Issue 14, finding 1: each of these reached Postgres and came back as error 22021, a 500.
describe('the input boundary: text Postgres cannot store is a 422 naming the field', () => {
  it.each([
    ['POST /auth/sign_in email', () => server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: NUL, password: 'x' } }), 'email'],
    ['GET coupon_sales/barcode/:code', () => server.request('/api/v4/coupon_sales/barcode/A%00B'), 'code'],
    ['GET /tickets?q', () => server.request('/api/v4/tickets?q=a%00b'), 'q'],
    ['GET /orders/:id', () => server.request('/api/v4/orders/a%00b'), 'id'],
    ['GET /annual/order?token', () => server.request('/api/v4/annual/order?token=a%00b'), 'token'],
    ['POST /orders comment', () => server.request('/api/v4/orders', { method: 'POST', json: order({ comment: NUL }) }), 'comment'],
    ['POST /orders reference', () => server.request('/api/v4/orders', { method: 'POST', json: order({ reference: NUL }) }), 'reference'],
    ['POST /orders customer.name', () => server.request('/api/v4/orders', { method: 'POST', json: order({ customer: { name: NUL } }) }), 'customer.name'],
    ['POST /orders coupons[]', () => server.request('/api/v4/orders', { method: 'POST', json: order({ coupons: ['OK', NUL] }) }), 'coupons.1'],
    ['POST /orders affiliate.id', () => server.request('/api/v4/orders', { method: 'POST', json: order({ affiliate: { id: NUL } }) }), 'affiliate.id'],
    ['POST /api/admin/v1/session email', () => server.request('/api/admin/v1/session', { method: 'POST', json: { shop: 'museen', email: NUL, password: 'x' } }), 'email'],
  ])('%s', async (_name, send, field) => {
    await expectRejected(await send(), field);
  });

  it('rejects lone surrogates too (they cannot be encoded as UTF-8)', async () => {
    await expectRejected(await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: 'a\ud800b', password: 'x' } }), 'email');
    await expectRejected(await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: 'a@b.c', password: '\udc00' } }), 'password');
  });

  it('checks object keys and form fields', async () => {
    await expectRejected(await server.request('/api/v4/orders', { method: 'POST', json: order({ affiliate: { [NUL]: 1 } }) }), `affiliate.${NUL}`);
    const form = new URLSearchParams({ email: NUL, password: 'x' });
    const response = await server.request('/api/v4/auth/sign_in', {
      method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectRejected(response, 'email');
  });

  it('lets well-formed text through, emoji (surrogate pairs) included', async () => {
    expect((await server.request('/api/v4/tickets?q=%F0%9F%8E%AB')).status).toBe(200);
    const signIn = await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: 'nobody@example.org', password: '🎫' } });
    expect(signIn.status).toBe(401);
  });

  // Found by the fuzz test: ids past the integer range reached Postgres (22003) and the photo upload's stream was read twice.
  it('answers 422, not 500, for a value the database cannot take and for a JSON body sent to the photo upload', async () => {
    expect((await server.request('/api/v4/tickets/9007199254740991/capacity')).status).toBe(422);
    const upload = await server.request('/api/v4/annual/personalizations/1/upload?token=x', { method: 'POST', json: [] });
    expect(upload.status).toBeLessThan(500);
  });
});
