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
const hold = (ticketId: number, quantity: number, startAt: string) =>
  send('POST', '/api/v4/tickets/reservations', { reservation: { ticket_id: ticketId, quantity, start_at: startAt } });
const freeAt = async (ticketId: number, minutes: number) =>
  (await send('GET', `/api/v4/tickets/${ticketId}/capacity?date=${day}`)).body.data[slotIso(day, minutes)] ?? 0;

describe('ticket reservations', () => {
  it('creates a 5-minute hold in the contract shape and takes the places', async () => {
    const before = server.deps.now().getTime();
    const { status, body } = await hold(fx.tickets.slot, 4, slotIso(day, 720));
    expect(status).toBe(201);
    expect(body.reservation).toMatchObject({ quantity: 4, ticket_id: fx.tickets.slot, start_at: slotIso(day, 720) });
    expect(body.reservation.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const validFor = Date.parse(body.reservation.valid_until) - before;
    expect(validFor).toBeGreaterThan(4 * 60_000);
    expect(validFor).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(await freeAt(fx.tickets.slot, 720)).toBe(6);
  });

  it('frees the places once the hold expires, without any job, and then 404/422 on the token', async () => {
    const { body } = await hold(fx.tickets.slot, 10, slotIso(day, 750));
    expect(await freeAt(fx.tickets.slot, 750)).toBe(0);
    server.advance(5 * 60_000 + 1000);
    expect(await freeAt(fx.tickets.slot, 750)).toBe(10);
    const update = await send('PUT', `/api/v4/tickets/reservations/${body.reservation.token}`, { reservation: { quantity: 2 } });
    expect(update.status).toBe(422);
    expect(update.body.error).toBe('Reservation expired');
    expect((await send('DELETE', `/api/v4/tickets/reservations/${body.reservation.token}`)).status).toBe(404);
  });

  it('renews on update and changes the quantity, never beyond 60 minutes after creation', async () => {
    const created = server.deps.now().getTime();
    const { body } = await hold(fx.tickets.slot, 2, slotIso(day, 780));
    const token = body.reservation.token;
    let last = body;
    for (let step = 0; step < 14; step += 1) {
      server.advance(4 * 60_000);
      last = (await send('PUT', `/api/v4/tickets/reservations/${token}`, { reservation: { quantity: 3 } })).body;
    }
    expect(last.reservation.quantity).toBe(3);
    expect(Date.parse(last.reservation.valid_until) - created).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect(Date.parse(last.reservation.valid_until) - created).toBeGreaterThan(59 * 60_000);
    expect(await freeAt(fx.tickets.slot, 780)).toBe(7);
    server.advance(5 * 60_000);
    expect((await send('PUT', `/api/v4/tickets/reservations/${token}`, { reservation: { quantity: 3 } })).status).toBe(422);
  });

  it('counts a hold\'s own places when it grows, and refuses more than is free', async () => {
    const { body } = await hold(fx.tickets.slot, 8, slotIso(day, 810));
    const token = body.reservation.token;
    expect((await send('PUT', `/api/v4/tickets/reservations/${token}`, { reservation: { quantity: 10 } })).status).toBe(200);
    const tooMany = await hold(fx.tickets.slot, 1, slotIso(day, 810));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatch(/^No capacity left/);
    expect(tooMany.body.errors['reservation.quantity']).toEqual(['only 0 places are left']);
  });

  it('releases a hold on DELETE with an empty 204', async () => {
    const { body } = await hold(fx.tickets.slot, 5, slotIso(day, 840));
    const response = await server.request(`/api/v4/tickets/reservations/${body.reservation.token}`, { method: 'DELETE', shop: 'museen.localhost' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await freeAt(fx.tickets.slot, 840)).toBe(10);
    expect((await send('DELETE', `/api/v4/tickets/reservations/${body.reservation.token}`)).status).toBe(404);
    expect((await send('PUT', '/api/v4/tickets/reservations/unknown', { reservation: { quantity: 1 } })).status).toBe(404);
  });

  it('refuses combined tickets, sub-tickets, off-grid and past times, and garbage', async () => {
    expect((await hold(fx.tickets.mantle, 1, slotIso(day, 600))).body.error).toBe('Combined tickets cannot be reserved');
    expect((await hold(fx.tickets.subA, 1, slotIso(day, 600))).body.error).toBe('Sub-tickets cannot be reserved');
    const offGrid = await hold(fx.tickets.slot, 1, slotIso(day, 615));
    expect(offGrid.status).toBe(422);
    expect(offGrid.body.errors['reservation.start_at']).toEqual(['is not a start time of this ticket']);
    const yesterday = addDays(dayOf(server.deps.now()), -1);
    expect((await hold(fx.tickets.day, 1, slotIso(yesterday, 600))).status).toBe(422);
    expect((await hold(fx.tickets.day, 101, slotIso(day, 600))).status).toBe(422);
    expect((await hold(fx.tickets.day, 0, slotIso(day, 600))).status).toBe(422);
    expect((await hold(999999, 1, slotIso(day, 600))).status).toBe(422);
    expect((await send('POST', '/api/v4/tickets/reservations', { reservation: { ticket_id: 'x', start_at: 'soon' } })).status).toBe(422);
    expect((await send('POST', '/api/v4/tickets/reservations', { nothing: true })).status).toBe(422);
  });
});
