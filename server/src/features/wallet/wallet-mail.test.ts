import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotIso } from '../../testing/dates.fixtures';
import { outboxMails, type OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import { unzip } from '../../testing/unzip.fixtures';
import { signedNotification } from '../payment/notifications';

let server: TestServer;
let fx: OrderFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, fx, day, api } = await startOrderServer()));
afterAll(() => server.close());

const pay = async (token: string) => {
  const signed = signedNotification({ id: `paid-${token}`, order_token: token, event: 'paid' });
  await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });
};

describe('wallet links in the order confirmation (issue 17)', () => {
  it('links one Apple pass per ticket bought, each opening that ticket\'s pass with its own barcode', async () => {
    const created = await api.order([api.item('Ticket', { id: fx.tickets.day, quantity: 2, time: slotIso(day, 600) })], 2800,
      { payment_mode_id: 2, customer: { email: 'wallet@example.org' } }, { Origin: 'http://museen.localhost:4326' });
    expect(created.status).toBe(201);
    const { id, token } = created.body.order;
    await pay(token);
    const mail = outboxMails(server).find((raw) => raw.includes(`Bestellung ${id} `))!;
    expect(mail).toContain('Ihre Tickets f');
    const links = [...mail.matchAll(/href="(http:\/\/museen\.localhost:4326\/api\/v4\/orders\/\d+\/tickets\/\d+\.pkpass\?[^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(links).toHaveLength(2);
    const barcodes = new Set<string>();
    for (const link of links) {
      const response = await server.request(link.replace('http://museen.localhost:4326', ''));
      expect(response.status).toBe(200);
      barcodes.add(JSON.parse(unzip(Buffer.from(await response.arrayBuffer())).get('pass.json')!.toString()).barcodes[0].message);
    }
    expect(barcodes.size).toBe(2);
    // No Google service account in the test environment: no Google link.
    expect(mail).not.toContain('google-wallet');
  });
});
