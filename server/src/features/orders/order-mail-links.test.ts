import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, type OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import { signedNotification } from '../payment/notifications';

/**
 * Issue 20: every link of the order confirmation leads to the shop the visitor bought in, with its port —
 * the address account e-mails already use (features/account/shop-origin.ts), not the shop's bare host.
 */
let server: TestServer;
let fx: OrderFixtures;
let api: OrderClient;
beforeAll(async () => ({ server, fx, api } = await startOrderServer()));
afterAll(() => server.close());

const pay = async (token: string) => {
  const signed = signedNotification({ id: `paid-${token}`, order_token: token, event: 'paid' });
  await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });
};

describe('order confirmation links', () => {
  it('point at the shop address the order was placed on, port included, for downloads and annual personalisation', async () => {
    const created = await api.order([api.item('Ticket', { id: fx.tickets.annual, quantity: 1 })], 5000,
      { payment_mode_id: 2, customer: { email: 'links@example.org' } }, { Origin: 'http://museen.localhost:4325' });
    expect(created.status).toBe(201);
    const { id, token } = created.body.order;
    await pay(token);
    const mail = outboxMails(server).find((raw) => raw.includes(`Bestellung ${id} `))!;
    expect(mail).toContain(`http://museen.localhost:4325/#/checkout/success?orderId=${token}`);
    expect(mail).toContain(`http://museen.localhost:4325/#/annual/personalisation/${token}`);
    expect(mail).not.toMatch(/https?:\/\/museen\.localhost\/#/);
  });
});
