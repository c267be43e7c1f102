import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { registerCustomer } from '../../testing/accounts.fixtures';
import { slotIso } from '../../testing/dates.fixtures';
import { outboxMails, type OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import { signedNotification } from '../payment/notifications';

let server: TestServer;
let fx: OrderFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, fx, day, api } = await startOrderServer()));
afterAll(() => server.close());

const guest = { email: 'ada@example.org', name: 'Ada', surname: 'Lovelace' };
const slot = (date: string, minutes = 600) => slotIso(date, minutes);
const freeAt = async (date: string, minutes = 600) =>
  (await api.send('GET', `/api/v4/tickets/${fx.tickets.slot}/capacity?date=${date}`)).body.data[slot(date, minutes)] ?? 0;
let sequence = 0;
async function notify(token: string, event: 'paid' | 'failed') {
  const signed = signedNotification({ id: `t-${++sequence}`, order_token: token, event });
  const response = await server.request('/api/v4/payments/sandbox/notify', {
    method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature },
  });
  return (await response.json()).notification;
}
const confirmations = (orderId: number) => outboxMails(server).filter((mail) => mail.includes(`order ${orderId}`) || mail.includes(`Bestellung ${orderId} `));

describe('payment round trip', () => {
  it('mode 2: pending with a payment URL, paid by notification, confirmation with the ticket PDF sent once', async () => {
    const created = await api.order([api.item('Ticket', { id: fx.tickets.slot, quantity: 2, time: slot(day) })], 2400, { payment_mode_id: 2, customer: guest });
    expect(created.status).toBe(201);
    expect(created.body.meta.status).toBe('pending');
    expect(created.body.meta.payment_url).toMatch(new RegExp(`/api/v4/payments/sandbox/${created.body.order.token}/pay\\?locale=$`));
    expect(outboxMails(server).some((mail) => mail.includes(`Bestellung ${created.body.order.id} `))).toBe(false);
    expect(await notify(created.body.order.token, 'paid')).toMatchObject({ outcome: 'completed', order: { payment_status: 30, is_valid: true } });
    const [mail, ...more] = confirmations(created.body.order.id);
    expect(more).toEqual([]);
    expect(mail).toContain('To: ada@example.org');
    expect(mail).toMatch(/Content-Type: application\/pdf; name=tickets-\d+-\d+\.pdf/);
    expect(mail).toContain('Guten Tag Ada Lovelace,');
    const row = await server.db.selectFrom('orders').select('data').where('id', '=', created.body.order.id).executeTakeFirstOrThrow();
    expect(row.data.confirmation_sent_at).toEqual(expect.any(String));
    await notify(created.body.order.token, 'paid');
    expect(confirmations(created.body.order.id)).toHaveLength(1);
    const read = await api.send('GET', `/api/v4/orders/${created.body.order.token}`);
    expect(read.body.order).toMatchObject({ payment_status: 30, is_valid: true });
  });

  it('paying through the pay page decide route also confirms, in the order locale', async () => {
    const created = await api.send('POST', '/api/v4/orders?locale=en', { items: [api.item('Ticket', { id: fx.tickets.day, quantity: 1, time: slot(day) })], total: 1400, payment_mode_id: 2, customer: guest });
    const token = created.body.order.token;
    const response = await server.request(`/api/v4/payments/sandbox/${token}/decide`, {
      method: 'POST', headers: { 'X-Shop-Url': 'museen.localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'pay', attempt: 'attempt-0001', return_url: '/' }).toString(),
    });
    expect(response.status).toBe(303);
    const mails = outboxMails(server).filter((mail) => mail.includes(`order ${created.body.order.id} at`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Hello Ada Lovelace,');
  });

  it('a failed payment frees the places at once', async () => {
    const date = addDays(day, 1);
    const created = await api.order([api.item('Ticket', { id: fx.tickets.slot, quantity: 10, time: slot(date) })], 12000, { payment_mode_id: 2, customer: guest });
    expect(await freeAt(date)).toBe(0);
    expect(await notify(created.body.order.token, 'failed')).toMatchObject({ outcome: 'failed' });
    expect(await freeAt(date)).toBe(10);
    expect(confirmations(created.body.order.id)).toEqual([]);
  });

  it('an expired payment window frees the places and a late paid is rejected', async () => {
    const date = addDays(day, 2);
    const created = await api.order([api.item('Ticket', { id: fx.tickets.slot, quantity: 10, time: slot(date) })], 12000, { payment_mode_id: 2, customer: guest });
    server.advance(31 * 60_000);
    try {
      expect(await freeAt(date)).toBe(10);
      expect(await notify(created.body.order.token, 'paid')).toMatchObject({ outcome: 'rejected' });
      expect(confirmations(created.body.order.id)).toEqual([]);
    } finally {
      server.advance(-31 * 60_000);
    }
  });

  it('a free order is valid at once and confirmed without a payment step', async () => {
    const created = await api.order([api.item('Ticket', { id: fx.tickets.free, quantity: 1, time: slot(day) })], 0, { payment_mode_id: 2, customer: guest });
    expect(created.body.meta).toEqual({ status: 'success' });
    expect(created.body.order).toMatchObject({ is_valid: true, payment_status: 30 });
    expect(confirmations(created.body.order.id)).toHaveLength(1);
  });
});

describe('collective invoice (payment mode 6)', () => {
  it('is refused without a billing address that allows it, and valid at once with one', async () => {
    const { headers, customer } = await registerCustomer(server, {}, 'museen.localhost');
    const addressId = customer.addresses[0]!.id;
    const items = [api.item('Ticket', { id: fx.tickets.day, quantity: 1, time: slot(day) })];
    const refused = await api.order(items, 1400, { payment_mode_id: 6, billing_address_id: addressId }, headers);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.payment_mode_id).toEqual(['collective invoice needs a billing address that allows it']);
    await server.db.updateTable('customer_addresses').set({ has_collective_invoice_payment: true }).where('id', '=', addressId).execute();
    const anonymous = await api.order(items, 1400, { payment_mode_id: 6, billing_address_id: addressId });
    expect(anonymous.body.errors.billing_address_id).toEqual(['is not an address of yours']);
    const allowed = await api.order(items, 1400, { payment_mode_id: 6, billing_address_id: addressId }, headers);
    expect(allowed.status).toBe(201);
    expect(allowed.body.meta).toEqual({ status: 'success' });
    expect(allowed.body.order).toMatchObject({ is_valid: true, payment_status: 10, billing_address_id: addressId });
    expect(confirmations(allowed.body.order.id)).toHaveLength(1);
  });
});
