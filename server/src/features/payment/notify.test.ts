import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentShop, insertUnpaidOrder, orderState } from '../../testing/payments.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { signedNotification, type SandboxNotification } from './notifications';

let server: TestServer;
let shopId: number;
beforeAll(async () => {
  server = await createTestServer(async (db) => { shopId = await insertPaymentShop(db); });
});
afterAll(() => server.close());

const inHalfAnHour = () => new Date(server.deps.now().getTime() + 30 * 60_000);
let sequence = 0;

function notify(notification: SandboxNotification, signature?: string) {
  const signed = signedNotification(notification);
  return server.request('/api/v4/payments/sandbox/notify', {
    method: 'POST', body: signed.body,
    headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signature ?? signed.signature },
  });
}

async function notifyNew(token: string, event: SandboxNotification['event']) {
  const response = await notify({ id: `n${++sequence}`, order_token: token, event });
  expect(response.status).toBe(200);
  return (await response.json()).notification;
}

describe('POST /api/v4/payments/sandbox/notify', () => {
  it('refuses a missing or wrong signature with 401 JSON and changes nothing', async () => {
    const order = await insertUnpaidOrder(server.db, shopId, inHalfAnHour());
    const wrong = await notify({ id: 'x1', order_token: order.token, event: 'paid' }, 'ab'.repeat(32));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'Invalid signature' });
    const missing = await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', json: { id: 'x2', order_token: order.token, event: 'paid' } });
    expect(missing.status).toBe(401);
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 10, is_valid: false });
  });

  it('pay → 30 and valid; fail → 40; cancel → canceled', async () => {
    const [paid, failed, canceled] = await Promise.all([1, 2, 3].map(() => insertUnpaidOrder(server.db, shopId, inHalfAnHour())));
    expect(await notifyNew(paid!.token, 'paid')).toMatchObject({ outcome: 'completed', order: { payment_status: 30, is_valid: true } });
    expect(await notifyNew(failed!.token, 'failed')).toMatchObject({ outcome: 'failed' });
    expect(await notifyNew(canceled!.token, 'canceled')).toMatchObject({ outcome: 'canceled' });
    expect(await orderState(server.db, paid!.token)).toMatchObject({ payment_status: 30, is_valid: true, canceled: false });
    expect(await orderState(server.db, failed!.token)).toMatchObject({ payment_status: 40, is_valid: false });
    expect(await orderState(server.db, canceled!.token)).toMatchObject({ payment_status: 10, canceled: true });
  });

  it('answers a repeated notification with the same outcome and books once', async () => {
    const order = await insertUnpaidOrder(server.db, shopId, inHalfAnHour());
    const first = await (await notify({ id: 'dup-1', order_token: order.token, event: 'paid' })).json();
    const again = await (await notify({ id: 'dup-1', order_token: order.token, event: 'paid' })).json();
    expect(first.notification).toMatchObject({ outcome: 'completed', duplicate: false });
    expect(again.notification).toMatchObject({ outcome: 'completed', duplicate: true, order: { payment_status: 30 } });
    const row = await server.db.selectFrom('orders').select('data').where('token', '=', order.token).executeTakeFirstOrThrow();
    expect(Object.keys(row.data.payment_notifications as object)).toEqual(['dup-1']);
  });

  it('rejects a late paid after the deadline and leaves the order canceled', async () => {
    const order = await insertUnpaidOrder(server.db, shopId, inHalfAnHour());
    server.advance(31 * 60_000);
    try {
      expect(await notifyNew(order.token, 'paid')).toMatchObject({ outcome: 'rejected', reason: 'order_canceled', order: { canceled: true, is_valid: false } });
      expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 10, is_valid: false, canceled: true });
    } finally {
      server.advance(-31 * 60_000);
    }
  });

  it('answers 404 for an unknown order and 422 for a malformed notification', async () => {
    expect((await notify({ id: 'u1', order_token: 'no-such-order', event: 'paid' })).status).toBe(404);
    const body = JSON.stringify({ id: 'm1', event: 'refunded' });
    const { sign } = await import('./signing');
    const response = await server.request('/api/v4/payments/sandbox/notify', {
      method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': sign(body) },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty('event');
  });
});
