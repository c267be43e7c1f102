import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentShop, insertUnpaidOrder, orderState } from '../../testing/payments.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { startPayment } from './start-payment';
import { expireUnpaidOrders } from './store';

let server: TestServer;
let shopId: number;
beforeAll(async () => {
  server = await createTestServer(async (db) => { shopId = await insertPaymentShop(db); });
});
afterAll(() => server.close());

const NOW = () => server.deps.now();
const newOrder = () => insertUnpaidOrder(server.db, shopId, new Date(NOW().getTime() + 30 * 60_000));
const options = { baseUrl: 'http://museen.localhost:3000', locale: 'de', returnUrl: '/' };

describe('startPayment', () => {
  it('redirect mode: a payment URL on the hosted page that ends in locale=', async () => {
    const order = await newOrder();
    const meta = await startPayment(server.db, order, 2, { ...options, now: NOW() });
    expect(meta).toEqual({ status: 'pending', payment_url: `http://museen.localhost:3000/api/v4/payments/sandbox/${order.token}/pay?return_url=%2F&locale=` });
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_mode_id: 2 });
  });

  it('iframe mode adds shop_behavior; form mode gives payment_data', async () => {
    const order = await newOrder();
    expect(await startPayment(server.db, order, 12, { ...options, now: NOW() })).toMatchObject({ status: 'pending', shop_behavior: 'iframe' });
    const form = await startPayment(server.db, order, 13, { ...options, now: NOW() });
    expect(form.payment_data).toMatchObject({ url: expect.stringContaining(`/sandbox/${order.token}/pay`), params: { amount: '2400', currency: 'EUR', locale: 'de' } });
  });

  it('embedded modes (SEPA, wallet, instant transfer) send the shop to its own payment route', async () => {
    const order = await newOrder();
    for (const mode of [8, 7, 9]) {
      const meta = await startPayment(server.db, order, mode, { ...options, now: NOW() });
      expect(meta.payment_url).toBe(`/#/payment/sandbox?orderId=${order.token}&amount=2400&payment_mode=${mode}&locale=`);
    }
  });

  it('collective invoice: valid at once, still outstanding, places kept past the deadline', async () => {
    const order = await newOrder();
    expect(await startPayment(server.db, order, 6, { ...options, now: NOW() })).toEqual({ status: 'success' });
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 10, is_valid: true, canceled: false, payment_deadline: null });
  });

  it('answers success for a free (already valid) order and 422 for an unknown mode', async () => {
    const order = await newOrder();
    expect(await startPayment(server.db, { ...order, is_valid: true }, 2, { ...options, now: NOW() })).toEqual({ status: 'success' });
    await expect(startPayment(server.db, order, 99, { ...options, now: NOW() })).rejects.toMatchObject({ status: 422 });
  });
});

describe('expireUnpaidOrders', () => {
  it('cancels unpaid orders past their deadline only', async () => {
    const expired = await insertUnpaidOrder(server.db, shopId, new Date(NOW().getTime() - 1000));
    const open = await newOrder();
    expect(await expireUnpaidOrders(server.db, NOW())).toBeGreaterThanOrEqual(1);
    expect(await orderState(server.db, expired.token)).toMatchObject({ canceled: true, payment_status: 10 });
    expect(await orderState(server.db, open.token)).toMatchObject({ canceled: false });
  });
});
