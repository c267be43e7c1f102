import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotIso } from '../../testing/dates.fixtures';
import type { EventFixtures } from '../../testing/events.fixtures';
import { outboxMails, type OrderClient } from '../../testing/order-client.fixtures';
import { startOrderServer } from '../../testing/orders.fixtures';
import { pdfToText } from '../../testing/pdf.fixtures';
import type { TestServer } from '../../testing/test-server';
import type { TourFixtures } from '../../testing/tours.fixtures';
import { signedNotification } from '../payment/notifications';

/**
 * Issue 20: visitors show these documents at the door. A seated event's confirmation names every
 * seat with its category and price; a tour's names the participants, age group, language and
 * equipment; the confirmation e-mail says the same; the PDF is offered as a real download.
 */
let server: TestServer;
let ev: EventFixtures;
let to: TourFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, ev, to, day, api } = await startOrderServer({ events: true, tours: true })));
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await server.request(path, { shop: 'museen.localhost' });
  return { status: response.status, disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
};

async function paidOrder() {
  const items = [
    api.item('Event', { id: ev.seated, seats: [{ seat_id: 1, scale_price_id: 11 }, { seat_id: 4, scale_price_id: 12 }] }),
    api.item('Tour', {
      id: to.group, start_time: slotIso(day, 600), language_id: to.language, age_group_id: to.adults, grade_id: to.grade, quantity: 5,
      surcharges: { 1: 0, 2: 5 }, equipment: [{ id: 1, quantity: 2 }],
    }),
  ];
  const created = await api.order(items, 3000 + 2000 + 9000 + 750, { payment_mode_id: 2, customer: { email: 'door@example.org', name: 'Dora' } });
  expect(created.status).toBe(201);
  const { id, token } = created.body.order;
  const signed = signedNotification({ id: `paid-${id}`, order_token: token, event: 'paid' });
  await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });
  return created.body.order as { id: number; token: string; items: { attributes: { id: number } }[] };
}

describe('booking documents read what was booked', () => {
  let order: Awaited<ReturnType<typeof paidOrder>>;
  beforeAll(async () => { order = await paidOrder(); });

  it('the seated event confirmation names each seat with its category and price', async () => {
    const text = pdfToText((await get(`/api/v4/orders/${order.id}/events/${order.items[0]!.attributes.id}.pdf?token=${order.token}`)).bytes);
    expect(text).toMatch(/Platz 1\s.*Parkett/);
    expect(text).toMatch(/Platz 4\s.*Rang/);
    expect(text).toContain('2 Plätze');
  });

  it('the tour confirmation names participants, age group, grade, language and equipment', async () => {
    const text = pdfToText((await get(`/api/v4/orders/${order.id}/tours/${order.items[1]!.attributes.id}.pdf?token=${order.token}`)).bytes);
    for (const part of ['Teilnehmende: 5', 'Altersgruppe: Erwachsene', 'Klassenstufe: Klasse 5', 'Sprache: Deutsch', 'Audioguide: 2', '5 × Material']) {
      expect(text).toContain(part);
    }
  });

  it('the confirmation e-mail lists the same seats, participants and equipment', async () => {
    const mail = outboxMails(server).find((raw) => raw.includes(`Bestellung ${order.id} `))!;
    const body = Buffer.from(mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8');
    for (const part of ['Platz 1', 'Parkett', 'Platz 4', 'Rang', 'Teilnehmende: 5', 'Erwachsene', 'Audioguide']) expect(body).toContain(part);
  });

  it('offers every PDF as a download with a meaningful file name beside the inline view', async () => {
    const base = `/api/v4/orders/${order.id}/tours/${order.items[1]!.attributes.id}.pdf?token=${order.token}`;
    expect((await get(base)).disposition).toMatch(/^inline;/);
    expect((await get(`${base}&download=1`)).disposition).toBe(`attachment; filename="Gruppenfuehrung-${order.id}.pdf"; filename*=UTF-8''Gruppenf%C3%BChrung-${order.id}.pdf`);
    const event = await get(`/api/v4/orders/${order.id}/events/${order.items[0]!.attributes.id}.pdf?token=${order.token}&download=1`);
    expect(event.disposition).toMatch(/^attachment; filename="Theater-\d+\.pdf"/);
  });
});
