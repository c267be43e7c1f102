import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAhead, slotIso } from '../../testing/dates.fixtures';
import { createEventFixtures, type EventFixtures } from '../../testing/events.fixtures';
import { orderClient } from '../../testing/order-client.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createTicketFixtures, type TicketFixtures } from '../../testing/tickets.fixtures';
import { thumbnailOf } from './order-json-pictures';

let server: TestServer;
let fx: TicketFixtures;
let ev: EventFixtures;
let api: ReturnType<typeof orderClient>;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    fx = await createTicketFixtures(db);
    ev = await createEventFixtures(db, fx.shopId);
    const texts = { sub_title: '{}', description: '{}', content: '{}', location: '{}' };
    const museum = await db.insertInto('museums').values({
      shop_id: fx.shopId, ...texts, opening_hours: '{}', title: JSON.stringify({ de: 'Altes Museum', en: 'Old Museum' }), picture: JSON.stringify({ teaser: '/museum-teaser.jpg' }),
    })
      .returning('id').executeTakeFirstOrThrow();
    const exhibition = await db.insertInto('exhibitions').values({
      shop_id: fx.shopId, museum_id: museum.id, ...texts, slider_description: '{}', time_frames: '[]', title: JSON.stringify({ de: 'Gold' }), picture: JSON.stringify({ thumbnail: '/gold-thumb.jpg', detail: '/gold.jpg' }),
    }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('tickets').set({ museum_ids: [museum.id], exhibition_ids: [exhibition.id] }).where('id', '=', fx.tickets.day).execute();
    await db.updateTable('tickets').set({ museum_ids: [museum.id], exhibition_ids: [] }).where('id', '=', fx.tickets.slot).execute();
    await db.updateTable('tickets').set({ museum_ids: [], exhibition_ids: [] }).where('id', '=', fx.tickets.free).execute();
    await db.updateTable('events').set({ picture: JSON.stringify({ preview: '/lesung-preview.jpg' }) }).where('id', '=', ev.plainEvent).execute();
  });
  api = orderClient(server);
});
afterAll(() => server.close());

const thumbnail = (url: string) => ({ product: { picture: { thumbnail: `http://localhost${url}` } } });

describe('orderable.product.picture.thumbnail (requirements/accounts.md §2.2, requirements/checkout-and-orders.md §3.4)', () => {
  it('gives tickets their exhibition\'s picture, else their museum\'s, events their own; none without a picture', async () => {
    const day = dayAhead(server.deps.now());
    const created = await api.order([
      api.item('Ticket', { id: fx.tickets.day, quantity: 1, time: slotIso(day, 600) }),
      api.item('Ticket', { id: fx.tickets.slot, quantity: 1, time: slotIso(day, 600) }),
      api.item('Ticket', { id: fx.tickets.free, quantity: 1, time: slotIso(day, 600) }),
      api.item('Event', { id: ev.plain, quantity: 1 }),
    ], 1400 + 1200 + 400);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { order } = (await api.send('GET', `/api/v4/orders/${created.body.order.token}`)).body;
    const byTitle = (title: string) => order.items.find((item: { attributes: { title: string } }) => item.attributes.title === title);
    expect(byTitle('Tageskarte').orderable).toEqual(thumbnail('/gold-thumb.jpg'));
    expect(byTitle('Zeitfenster').orderable).toEqual(thumbnail('/museum-teaser.jpg'));
    expect(byTitle('Frei')).not.toHaveProperty('orderable');
    expect(byTitle('Lesung').orderable).toEqual(thumbnail('/lesung-preview.jpg'));
  });
});

describe('ticket items name their museum and exhibition (issue 19)', () => {
  it('gives ids and titles in the requested locale, null where the ticket names no single place', async () => {
    const day = dayAhead(server.deps.now());
    const created = await api.order([
      api.item('Ticket', { id: fx.tickets.day, quantity: 1, time: slotIso(day, 600) }),
      api.item('Ticket', { id: fx.tickets.slot, quantity: 1, time: slotIso(day, 630) }),
      api.item('Ticket', { id: fx.tickets.free, quantity: 1, time: slotIso(day, 600) }),
    ], 1400 + 1200);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const place = (order: { items: { attributes: Record<string, unknown> }[] }, index: number) => {
      const { museum_id, museum, exhibition_id, exhibition } = order.items[index]!.attributes;
      return { museum_id, museum, exhibition_id, exhibition };
    };
    const german = (await api.send('GET', `/api/v4/orders/${created.body.order.token}`)).body.order;
    expect(place(german, 0)).toEqual({ museum_id: expect.any(Number), museum: 'Altes Museum', exhibition_id: expect.any(Number), exhibition: 'Gold' });
    expect(place(german, 1)).toMatchObject({ museum: 'Altes Museum', exhibition_id: null, exhibition: null });
    expect(place(german, 2)).toEqual({ museum_id: null, museum: null, exhibition_id: null, exhibition: null });
    const english = (await api.send('GET', `/api/v4/orders/${created.body.order.token}?locale=en`)).body.order;
    expect(place(english, 1).museum).toBe('Old Museum');
  });
});

describe('thumbnailOf', () => {
  it('prefers the smallest stored size and skips empty ones', () => {
    expect(thumbnailOf({ thumbnail: '', preview: '/p.jpg', detail: '/d.jpg' })).toBe('/p.jpg');
    expect(thumbnailOf({ original: '/o.jpg' })).toBe('/o.jpg');
    expect(thumbnailOf({})).toBeNull();
    expect(thumbnailOf(null)).toBeNull();
  });
});
