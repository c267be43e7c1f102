import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { slotIso } from '../../testing/dates.fixtures';
import type { EventFixtures } from '../../testing/events.fixtures';
import type { OrderClient } from '../../testing/order-client.fixtures';
import { startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import { signedNotification } from '../payment/notifications';

let server: TestServer;
let ev: EventFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, ev, day, api } = await startOrderServer({ events: true })));
afterAll(() => server.close());

const event = (attributes: Record<string, unknown>) => api.item('Event', attributes);
const seatsOf = async (dateId: number, eventId = ev.plainEvent) => (await api.send('GET', `/api/v4/events/${eventId}/dates/${dateId}`)).body.date;

describe('event dates (requirements/api.md §6.5-6.9)', () => {
  it('lists an event\'s dates of a day with seats and language, and one date with prices and seatings', async () => {
    const list = await api.send('GET', `/api/v4/events/${ev.plainEvent}/dates?date=${day}`);
    expect(list.status).toBe(200);
    expect(list.body.dates).toHaveLength(1);
    expect(list.body.dates[0]).toMatchObject({ id: ev.plain, event_id: ev.plainEvent, title: 'Lesung', start_time: slotIso(day, 840), bookable: true,
      seats: { min: 0, max: 5, booked: 0, available: 5, max_per_registration: 4 }, language: { id: ev.languageId, name: 'Deutsch' }, minPrice: 400 });
    expect(list.body.meta).toEqual({ total_count: 1, page: 1, per_page: 25 });
    const seated = (await api.send('GET', `/api/v4/events/${ev.seatedEvent}/dates/${ev.seated}?locale=en`)).body.date;
    expect(seated.prices[0]).toMatchObject({ scale_price_id: 11, title: 'Parkett', price_cents: 3000, seat_category_id: 1 });
    expect(seated.seatings[0]).toMatchObject({ blocked_seats: [6], visual_url: '/api/v4/seatings/1.svg' });
    expect(seated.seatings[0].seats[0]).toMatchObject({ id: 1, title: 'Platz 1' });
    expect((await api.send('GET', `/api/v4/events/${ev.plainEvent}/dates/${ev.seated}`)).status).toBe(404);
    expect((await api.send('GET', `/api/v4/events/${ev.plainEvent}/dates?start_at=${day}&end_at=${addDays(day, 40)}`)).status).toBe(422);
  });

  it('GET /dates and /calendar cover all events', async () => {
    const all = await api.send('GET', `/api/v4/dates?start_at=${day}&end_at=${day}`);
    expect(all.body.dates.map((date: { id: number }) => date.id).sort()).toEqual([ev.plain, ev.scaled, ev.seated].sort());
    const byEvent = await api.send('GET', `/api/v4/dates?start_at=${day}&end_at=${day}&by_event_ids[]=${ev.seatedEvent}`);
    expect(byEvent.body.dates.map((date: { id: number }) => date.id)).toEqual([ev.seated]);
    const any = await api.send('GET', `/api/v4/calendar?start_at=${day}&end_at=${addDays(day, 1)}`);
    expect(any.body.data).toEqual({ [day]: true, [addDays(day, 1)]: false });
    const deep = await api.send('GET', `/api/v4/calendar?start_at=${day}&end_at=${day}&depth=all`);
    expect(deep.body.data[day]).toHaveLength(3);
  });
});

describe('Event items', () => {
  it('quantity: single price, seats counted, order JSON in the requirements/api.md §8.4 shape', async () => {
    const created = await api.order([event({ id: ev.plain, quantity: 2 })], 800);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0]).toMatchObject({
      type: 'Event', price_cents: 800, vat_pct: '7.0',
      attributes: { date_id: ev.plain, event_id: ev.plainEvent, quantity: 2, title: 'Lesung', start_time: slotIso(day, 840), location: { name: 'Altes Museum' },
        quantities: [{ scale_price_id: null, quantity: 2, price_cents: 400 }] },
    });
    expect((await seatsOf(ev.plain)).seats).toMatchObject({ booked: 2, available: 3 });
  });

  it('quantities: scale prices, a group price counted once', async () => {
    const created = await api.order([event({ id: ev.scaled, quantities: { 1: 2, 2: 20 } })], 2400 + 5000);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0].attributes.quantity).toBe(22);
    const unknown = await api.order([event({ id: ev.scaled, quantities: { 9: 1 } })], 0);
    expect(unknown.body.errors['items.0.attributes.quantities.9']).toEqual(['is not a price of this event']);
  });

  it('seats: category prices, each seat once, blocked and booked seats refused', async () => {
    const created = await api.order([event({ id: ev.seated, seats: [{ seat_id: 1, scale_price_id: 11 }, { seat_id: 4 }] })], 5000);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0].attributes.seats.map((seat: { seat_id: number }) => seat.seat_id)).toEqual([1, 4]);
    const again = await api.order([event({ id: ev.seated, seats: [{ seat_id: 1, scale_price_id: 11 }] })], 3000);
    expect(again.body.errors['items.0.attributes.seats.0.seat_id']).toEqual(['is already booked']);
    const blocked = await api.order([event({ id: ev.seated, seats: [{ seat_id: 6 }] })], 2000);
    expect(blocked.body.errors['items.0.attributes.seats.0.seat_id']).toEqual(['is blocked']);
    const wrongPrice = await api.order([event({ id: ev.seated, seats: [{ seat_id: 2, scale_price_id: 12 }] })], 2000);
    expect(wrongPrice.body.errors['items.0.attributes.seats.0.scale_price_id']).toEqual(['is not a price for this seat']);
    const unseated = await api.order([event({ id: ev.seated, quantity: 1 })], 3000);
    expect(unseated.body.errors['items.0.attributes.seats']).toEqual(['are required for this seated event']);
    expect((await seatsOf(ev.seated, ev.seatedEvent)).seatings[0].blocked_seats).toEqual([1, 4, 6]);
  });

  it('refuses past dates, more than max_per_registration or the free seats, and two forms at once', async () => {
    expect((await api.order([event({ id: ev.past, quantity: 1 })], 400)).body.errors['items.0.attributes.id']).toEqual(['is in the past']);
    expect((await api.order([event({ id: ev.plain, quantity: 5 })], 2000)).body.errors['items.0.attributes.quantity']).toEqual(['must be at most 4', 'only 3 seats are left']);
    expect((await api.order([event({ id: ev.plain, quantity: 1, quantities: { 1: 1 } })], 400)).body.errors['items.0.attributes.quantity'])
      .toEqual(['exactly one of quantity, quantities or seats is required']);
  });

  it('a failed payment gives the seats back', async () => {
    const created = await api.order([event({ id: ev.plain, quantity: 3 })], 1200, { payment_mode_id: 2, customer: { email: 'e@example.org' } });
    expect((await seatsOf(ev.plain)).seats.available).toBe(0);
    const signed = signedNotification({ id: 'ev-fail', order_token: created.body.order.token, event: 'failed' });
    await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });
    expect((await seatsOf(ev.plain)).seats.available).toBe(3);
  });

  it('never sells more seats than the date has under concurrency', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => api.order([event({ id: ev.scaled, quantities: { 1: 3 } })], 3600)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    expect((await seatsOf(ev.scaled, ev.scaledEvent)).seats).toMatchObject({ booked: 28, available: 2 });
  });
});
