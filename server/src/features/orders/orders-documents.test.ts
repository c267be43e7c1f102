import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotIso } from '../../testing/dates.fixtures';
import type { EventFixtures } from '../../testing/events.fixtures';
import { outboxMails, type OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import { pdfToText } from '../../testing/pdf.fixtures';
import type { TestServer } from '../../testing/test-server';
import type { TourFixtures } from '../../testing/tours.fixtures';
import { signedNotification } from '../payment/notifications';

let server: TestServer;
let fx: OrderFixtures;
let ev: EventFixtures;
let to: TourFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, fx, ev, to, day, api } = await startOrderServer({ events: true, tours: true })));
afterAll(() => server.close());

const pdf = async (path: string) => {
  const response = await server.request(path, { shop: 'museen.localhost' });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('a mixed order: documents and confirmation', () => {
  it('serves event, tour and coupon PDFs by token once paid, and mails them all', async () => {
    const items = [
      api.item('Event', { id: ev.plain, quantity: 2 }),
      api.item('Tour', { id: to.scaled, start_time: slotIso(day, 630), language_id: to.language, age_group_id: to.adults, quantities: { 1: 2 } }),
      api.item('Coupon', { id: fx.couponProducts.value, quantity: 2 }),
    ];
    const created = await api.order(items, 800 + 1600 + 5000, { payment_mode_id: 2, customer: { email: 'doc@example.org', name: 'Doc' } });
    expect(created.status).toBe(201);
    const { id, token, items: lines } = created.body.order;
    const [eventItem, tourItem, couponItem] = lines;
    const urls = {
      event: `/api/v4/orders/${id}/events/${eventItem.attributes.id}.pdf?token=${token}`,
      tour: `/api/v4/orders/${id}/tours/${tourItem.attributes.id}.pdf?token=${token}&locale=en`,
      coupon: `/api/v4/orders/${id}/coupons/${couponItem.id}.pdf?token=${token}`,
    };
    expect((await pdf(urls.event)).status).toBe(404);
    const signed = signedNotification({ id: 'doc-paid', order_token: token, event: 'paid' });
    await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });

    const event = await pdf(urls.event);
    expect(event).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdfToText(event.bytes)).toContain('Lesung');
    expect(pdfToText((await pdf(urls.tour)).bytes)).toContain('Tour booking confirmation');
    const coupons = pdfToText((await pdf(urls.coupon)).bytes);
    for (const code of couponItem.attributes.codes) expect(coupons).toContain(code);
    expect((await pdf(`/api/v4/orders/${id}/tours/${tourItem.attributes.id}.pdf?token=wrong`)).status).toBe(404);
    expect((await pdf(`/api/v4/orders/${id}/tours/${tourItem.attributes.id}.pdf`)).status).toBe(404);
    expect((await pdf(`/api/v4/orders/${id}/events/${tourItem.attributes.id + 1000}.pdf?token=${token}`)).status).toBe(404);

    const mail = outboxMails(server).find((raw) => raw.includes(`Bestellung ${id} `))!;
    for (const name of [`event-${id}-${eventItem.attributes.id}.pdf`, `tour-${id}-${tourItem.attributes.id}.pdf`, `coupons-${id}-${couponItem.id}.pdf`]) {
      expect(mail).toContain(`filename=${name}`);
    }
  });
});
