import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnualTestServer, type AnnualFixtures } from '../../testing/annual.fixtures';
import { orderClient, outboxMails } from '../../testing/order-client.fixtures';
import type { TestServer } from '../../testing/test-server';
import { signedNotification } from '../payment/notifications';

let server: TestServer;
let fx: AnnualFixtures;
let api: ReturnType<typeof orderClient>;
beforeAll(async () => {
  ({ server, fx } = await createAnnualTestServer());
  api = orderClient(server);
});
afterAll(() => server.close());

async function paidOrder(items: unknown[], total: number, email: string) {
  const created = await api.order(items, total, { payment_mode_id: 2, customer: { email, name: 'Ada', surname: 'Lovelace' } });
  expect(created.status).toBe(201);
  const { token } = created.body.order;
  const signed = signedNotification({ id: `paid-${token}`, order_token: token, event: 'paid' });
  await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });
  return token as string;
}
const mailTo = (email: string) => outboxMails(server).find((mail) => mail.includes(`To: ${email}`));

describe('an annual order from checkout to personalisation', () => {
  it('links the confirmation to the personalisation, which then lists the paid tickets', async () => {
    const token = await paidOrder([api.item('Annual', { id: fx.annualTickets.optional, quantity: 2 })], 10000, 'annual@example.org');
    const mail = mailTo('annual@example.org');
    expect(mail).toContain(`http://museen.localhost/#/annual/personalisation/${token}`);
    expect(mail).toContain('Bitte personalisieren Sie Ihre Jahreskarten hier:');
    const order = await server.request(`/api/v4/annual/order?token=${token}`, { shop: 'museen.localhost' });
    expect(order.status).toBe(200);
    const body = await order.json();
    expect(body.order.ticket_sales).toHaveLength(1);
    expect(body.order.ticket_sales[0].personalizations).toHaveLength(2);
    expect(body.order.customer).toMatchObject({ email: 'annual@example.org', level: 10 });
  });

  it('leaves the link out of orders without annual tickets', async () => {
    await paidOrder([api.item('Coupon', { id: fx.couponProducts.value, quantity: 1 })], 2500, 'plain@example.org');
    const mail = mailTo('plain@example.org');
    expect(mail).toBeDefined();
    expect(mail).not.toContain('/annual/personalisation/');
  });
});
