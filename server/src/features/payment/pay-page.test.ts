import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentShop, insertUnpaidOrder, orderState } from '../../testing/payments.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { startPayment } from './start-payment';

let server: TestServer;
let shopId: number;
beforeAll(async () => {
  server = await createTestServer(async (db) => { shopId = await insertPaymentShop(db); });
});
afterAll(() => server.close());

const newOrder = () => insertUnpaidOrder(server.db, shopId, new Date(server.deps.now().getTime() + 30 * 60_000), 2450);
const form = (fields: Record<string, string>) => ({
  method: 'POST', body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const attempt = () => Math.random().toString(36).slice(2, 12);

describe('hosted sandbox payment page', () => {
  it('shows the amount and the Pay / Fail / Cancel buttons in the requested language', async () => {
    const order = await newOrder();
    const response = await server.request(`/api/v4/payments/sandbox/${order.token}/pay?locale=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('€24.50');
    for (const value of ['pay', 'fail', 'cancel']) expect(html).toContain(`name="decision" value="${value}"`);
    expect(html).toContain('Museen am Fluss');
  });

  it('pay records a notification and returns to the pending page', async () => {
    const order = await newOrder();
    const response = await server.request(`/api/v4/payments/sandbox/${order.token}/decide?locale=de`, form({ decision: 'pay', attempt: attempt(), return_url: '/' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/#/checkout/pending?orderId=${order.token}`);
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 30, is_valid: true });
    const html = await (await server.request(`/api/v4/payments/sandbox/${order.token}/pay`)).text();
    expect(html).not.toContain('name="decision"');
  });

  it('fail and cancel return to the failure page with paymentFailure', async () => {
    for (const [decision, expected] of [['fail', { payment_status: 40 }], ['cancel', { canceled: true }]] as const) {
      const order = await newOrder();
      const returnUrl = 'http://museen.localhost:5173/';
      const response = await server.request(`/api/v4/payments/sandbox/${order.token}/decide`, form({ decision, attempt: attempt(), return_url: returnUrl }));
      expect(response.headers.get('location')).toBe(`${returnUrl}#/checkout/failure?orderId=${order.token}&paymentFailure=true`);
      expect(await orderState(server.db, order.token)).toMatchObject(expected);
    }
  });

  it('refuses a foreign return URL (no open redirect) and records nothing', async () => {
    const order = await newOrder();
    const page = await server.request(`/api/v4/payments/sandbox/${order.token}/pay?return_url=${encodeURIComponent('https://evil.example/')}`);
    expect(page.status).toBe(422);
    const decide = await server.request(`/api/v4/payments/sandbox/${order.token}/decide`, form({ decision: 'pay', attempt: attempt(), return_url: '//evil.example/' }));
    expect(decide.status).toBe(422);
    expect(await decide.json()).toMatchObject({ errors: { return_url: expect.any(Array) } });
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 10, is_valid: false });
  });

  it('accepts the auto-posted form only with its signed params', async () => {
    const order = await newOrder();
    const meta = await startPayment(server.db, order, 13, { baseUrl: 'http://localhost', locale: 'fr', now: server.deps.now() });
    const { url, params } = meta.payment_data!;
    const ok = await server.request(new URL(url).pathname, form(params));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('24,50');
    const tampered = await server.request(new URL(url).pathname, form({ ...params, amount: '1' }));
    expect(tampered.status).toBe(422);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await server.request('/api/v4/payments/sandbox/nope/pay')).status).toBe(404);
  });
});
