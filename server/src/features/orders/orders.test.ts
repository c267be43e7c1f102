import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/berlin-time';
import { slotIso } from '../../testing/dates.fixtures';
import { sendJson } from '../../testing/send-json.fixtures';
import type { TestServer } from '../../testing/test-server';
import { startTicketServer, type TicketFixtures } from '../../testing/tickets.fixtures';

let server: TestServer;
let fx: TicketFixtures;
let day: string;
beforeAll(async () => ({ server, fx, day } = await startTicketServer()));
afterAll(() => server.close());

const send = (method: string, path: string, json?: unknown) => sendJson(server, method, path, json);
const ticketItem = (attributes: Record<string, unknown>) => ({ type: 'Ticket', attributes });
const order = (items: unknown[], total: number, extra: Record<string, unknown> = {}) => send('POST', '/api/v4/orders', { items, total, ...extra });
const freeAt = async (ticketId: number, minutes: number, date = day) =>
  (await send('GET', `/api/v4/tickets/${ticketId}/capacity?date=${date}`)).body.data[slotIso(date, minutes)] ?? 0;

describe('POST /api/v4/orders', () => {
  it('books a time slot: order, one barcode per unit, places taken, readable by id and token', async () => {
    const { status, body } = await order([ticketItem({ id: fx.tickets.slot, quantity: 2, time: slotIso(day, 600) })], 2400, { comment: 'Hallo', reference: 'R-1', customer: { email: 'a@example.org', name: 'Ada', surname: 'L' } });
    expect(status).toBe(201);
    expect(body.meta).toEqual({ status: 'pending', payment_url: null });
    expect(body.order).toMatchObject({ is_valid: false, canceled: false, payment_status: 10, total_price_cents: 2400, comment: 'Hallo', customer_comment: 'Hallo', reference: 'R-1', invoice: false, donations: [] });
    expect(body.order.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [item] = body.order.items;
    expect(item).toMatchObject({ type: 'Ticket', price_cents: 1200, vat_pct: '7.0', tax_included: true });
    expect(item.attributes).toMatchObject({ ticket_id: fx.tickets.slot, quantity: 2, ticket_type: 'time_slot', start_time: slotIso(day, 600), title: 'Zeitfenster', after_sale_information: 'Bitte Ticket vorzeigen', location: { name: 'Altes Museum' } });
    expect(item.attributes.barcodes).toHaveLength(2);
    expect(item.attributes.barcodes[0]).toMatchObject({ method: 'ean', barcode: expect.stringMatching(/^\d{13}$/) });
    expect(await freeAt(fx.tickets.slot, 600)).toBe(8);
    expect((await send('GET', `/api/v4/orders/${body.order.token}`)).body.order).toEqual(body.order);
    // Without the owner's session a numeric id reveals nothing (orders-access.test.ts).
    expect((await send('GET', `/api/v4/orders/${body.order.id}`)).status).toBe(404);
    expect((await send('GET', '/api/v4/orders/999999')).status).toBe(404);
  });

  it('lowers a quota shared with another ticket', async () => {
    expect((await order([ticketItem({ id: fx.tickets.sharedA, quantity: 3, time: slotIso(day, 600) })], 3000)).status).toBe(201);
    expect(await freeAt(fx.tickets.sharedB, 600)).toBe(2);
    const tooMany = await order([ticketItem({ id: fx.tickets.sharedB, quantity: 3, time: slotIso(day, 600) })], 2400);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatch(/^No capacity left/);
  });

  it('releases an unpaid order\'s places after the 30-minute payment window', async () => {
    const date = addDays(day, 1);
    await order([ticketItem({ id: fx.tickets.slot, quantity: 10, time: slotIso(date, 630) })], 12000);
    expect(await freeAt(fx.tickets.slot, 630, date)).toBe(0);
    server.advance(30 * 60_000 + 1000);
    expect(await freeAt(fx.tickets.slot, 630, date)).toBe(10);
  });

  it('counts and consumes the caller\'s own reservations', async () => {
    const date = addDays(day, 2);
    const held = await send('POST', '/api/v4/tickets/reservations', { reservation: { ticket_id: fx.tickets.slot, quantity: 10, start_at: slotIso(date, 660) } });
    const token = held.body.reservation.token;
    expect((await order([ticketItem({ id: fx.tickets.slot, quantity: 10, time: slotIso(date, 660) })], 12000)).status).toBe(422);
    const bought = await order([ticketItem({ id: fx.tickets.slot, quantity: 10, time: slotIso(date, 660), reservations: [token] })], 12000);
    expect(bought.status).toBe(201);
    expect((await send('DELETE', `/api/v4/tickets/reservations/${token}`)).status).toBe(404);
    const usages = await server.db.selectFrom('quota_usages').select('id').where('reservation_token', '=', token).execute();
    expect(usages).toEqual([]);
    expect(await freeAt(fx.tickets.slot, 660, date)).toBe(0);
  });

  it('books a mantle ticket against every sub-ticket quota at its sub time', async () => {
    const body = [ticketItem({ id: fx.tickets.mantle, quantity: 3, time: slotIso(day, 900), sub_ticket_times: { [fx.tickets.subA]: slotIso(day, 900), [fx.tickets.subB]: slotIso(day, 960) } })];
    expect((await order(body, 5700)).status).toBe(201);
    expect(await freeAt(fx.tickets.subA, 900)).toBe(7);
    expect(await freeAt(fx.tickets.subB, 960)).toBe(4);
    expect(await freeAt(fx.tickets.mantle, 960)).toBe(2);
  });

  it('recomputes prices with dynamic prices and discount, and rejects a wrong total', async () => {
    const date = addDays(day, 3);
    await server.db.updateTable('tickets').set({ dynamic_prices: JSON.stringify({ [date]: 2000, [slotIso(date, 600)]: 1800 }), discount: 10 }).where('id', '=', fx.tickets.slot).execute();
    try {
      const wrong = await order([ticketItem({ id: fx.tickets.slot, quantity: 2, time: slotIso(date, 630) })], 2400);
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({ error: 'Total does not match', errors: { total: ['expected 3600'] } });
      expect((await order([ticketItem({ id: fx.tickets.slot, quantity: 1, time: slotIso(date, 600) })], 1620)).status).toBe(201);
    } finally {
      await server.db.updateTable('tickets').set({ dynamic_prices: '{}', discount: 0 }).where('id', '=', fx.tickets.slot).execute();
    }
  });

  it('makes a free order valid and paid at once', async () => {
    const { body } = await order([ticketItem({ id: fx.tickets.free, quantity: 1, time: slotIso(day, 600) })], 0);
    expect(body.meta.status).toBe('success');
    expect(body.order).toMatchObject({ is_valid: true, payment_status: 30 });
  });

  it('enforces min/max persons and one named attendee per unit', async () => {
    const time = slotIso(day, 600);
    const few = await order([ticketItem({ id: fx.tickets.personal, quantity: 1, time, attendees: [{ name: 'A', surname: 'B' }] })], 1400);
    expect(few.body.errors['items.0.attributes.quantity']).toEqual(['must be at least 2']);
    const many = await order([ticketItem({ id: fx.tickets.personal, quantity: 5, time })], 7000);
    expect(many.body.errors['items.0.attributes.quantity']).toEqual(['must be at most 4']);
    const unnamed = await order([ticketItem({ id: fx.tickets.personal, quantity: 2, time, attendees: [{ name: 'A', surname: 'B' }, { name: ' ', surname: 'C' }] })], 2800);
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors).toHaveProperty(['items.0.attributes.attendees']);
    const named = await order([ticketItem({ id: fx.tickets.personal, quantity: 2, time, attendees: [{ name: 'A', surname: 'B' }, { name: 'C', surname: 'D' }] })], 2800);
    expect(named.status).toBe(201);
    expect(named.body.order.items[0].attributes.attendees).toEqual([{ name: 'A', surname: 'B' }, { name: 'C', surname: 'D' }]);
  });

  it('refuses times that can no longer be sold, are off the grid or on a closed day', async () => {
    const yesterday = addDays(dayOf(server.deps.now()), -1);
    const past = await order([ticketItem({ id: fx.tickets.day, quantity: 1, time: slotIso(yesterday, 600) })], 1400);
    expect(past.body.errors['items.0.attributes.time']).toEqual(['is no longer sellable']);
    const offGrid = await order([ticketItem({ id: fx.tickets.slot, quantity: 1, time: slotIso(day, 601) })], 1200);
    expect(offGrid.body.errors['items.0.attributes.time']).toEqual(['is not a start time of this ticket']);
    const sub = await order([ticketItem({ id: fx.tickets.subA, quantity: 1, time: slotIso(day, 600) })], 0);
    expect(sub.body.errors['items.0.attributes.id']).toEqual(['sub-tickets cannot be bought on their own']);
    // Issue 14, finding 7: an order for the year 9999 was accepted.
    const farAhead = await order([ticketItem({ id: fx.tickets.slot, quantity: 1, time: '9999-12-31T10:00:00Z' })], 1200);
    expect(farAhead.status).toBe(422);
    expect(farAhead.body.errors['items.0.attributes.time']).toEqual(['is more than 366 days ahead']);
    const hold = await send('POST', '/api/v4/tickets/reservations', { reservation: { ticket_id: fx.tickets.slot, quantity: 1, start_at: '9999-12-31T10:00:00Z' } });
    expect(hold.status).toBe(422);
  });

  it('answers 422 for unknown item types and garbage, and buys nothing when one item fails', async () => {
    const unknown = await order([{ type: 'Spaceship', attributes: {} }], 100);
    expect(unknown.body.errors['items.0.type']).toEqual(['must be one of Ticket, Event, Tour, Merchandise, Coupon']);
    expect((await order([ticketItem({ id: 'abc', quantity: -1 })], 100)).body.errors).toHaveProperty(['items.0.attributes.id']);
    expect((await order([], 0)).status).toBe(422);
    expect((await send('POST', '/api/v4/orders', { items: 'x' })).status).toBe(422);
    const before = await freeAt(fx.tickets.day, 600, addDays(day, 5));
    const mixed = await order([
      ticketItem({ id: fx.tickets.day, quantity: 1, time: slotIso(addDays(day, 5), 600) }),
      ticketItem({ id: fx.tickets.slot, quantity: 11, time: slotIso(addDays(day, 5), 600) }),
    ], 1400 + 13200);
    expect(mixed.status).toBe(422);
    expect(await freeAt(fx.tickets.day, 600, addDays(day, 5))).toBe(before);
  });
});
