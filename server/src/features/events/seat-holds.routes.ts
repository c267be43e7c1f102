import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { errorResponse, json } from '../../http/openapi';
import { authRequestHeaders } from '../account/auth.schemas';
import { currentCustomer, requireCustomer } from '../account/require-customer';
import { checkHoldableSeat, type SeatPlan } from './seat-holds';
import { findSeatedDate, heldSeats, holdSeat, releaseSeat } from './seats.store';

const id = (name: string) => z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name, in: 'path' } });
const errors = (codes: Record<number, string>) =>
  Object.fromEntries(Object.entries(codes).map(([code, description]) => [code, errorResponse(description)]));

const holdSchema = z.object({
  seat_id: z.number().int(),
  expires_at: z.string().openapi({ description: 'When the hold ends unless an order books the seat first (15 minutes, renewed by holding again)' }),
  held_seats: z.array(z.number().int()).openapi({ description: 'All seats the customer now holds on this date' }),
}).openapi('SeatHold');

const holdRoute = createRoute({
  method: 'post', path: '/api/v4/events/{event_id}/dates/{id}/blockings', tags: ['events'], middleware: [requireCustomer] as const,
  summary: 'Holds a seat for the signed-in customer while they choose (requirements/events-and-seats.md §4.2 Seats, requirements/events-and-seats.md §7.2 blockings)',
  description: 'Anonymous visitors do not hold seats (401). The seat then shows as blocked to everyone else, in GET …/dates/{id} and in POST /orders, '
    + 'until the hold expires after 15 minutes or an order of the holder books it. Holding a seat one already holds renews it. '
    + '409 when the seat is booked or another customer holds it; 422 when it is not on the plan or blocked by the house.',
  request: {
    headers: authRequestHeaders,
    params: z.object({ event_id: id('event_id'), id: id('id') }),
    body: { content: { 'application/json': { schema: z.object({ seat_id: z.number().int().positive().max(2_147_483_647) }) } } },
  },
  responses: {
    201: json(z.object({ blocking: holdSchema }), 'The hold'),
    ...errors({ 401: 'Not signed in', 404: 'No such date in this shop', 409: 'The seat is taken or held by another customer', 422: 'Not a free seat of this plan' }),
  },
});

const releaseRoute = createRoute({
  method: 'delete', path: '/api/v4/events/{event_id}/dates/{id}/blockings/{seat_id}', tags: ['events'], middleware: [requireCustomer] as const,
  summary: 'Gives back a seat the signed-in customer holds (deselecting it on the plan)',
  description: 'Idempotent: a seat the customer does not hold is left alone, another customer\'s hold too.',
  request: { headers: authRequestHeaders, params: z.object({ event_id: id('event_id'), id: id('id'), seat_id: id('seat_id') }) },
  responses: { 204: { description: 'Released' }, ...errors({ 401: 'Not signed in', 404: 'No such date in this shop' }) },
});

/** Seat holds of signed-in customers (requirements/events-and-seats.md §4.2 Seats, requirements/events-and-seats.md §6: logged-in users only). */
export function registerSeatHoldRoutes(app: ApiApp): void {
  app.openapi(holdRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { event_id, id: dateId } = c.req.valid('param');
    const customer = currentCustomer(c);
    const date = await findSeatedDate(db, c.get('shop').id, event_id, dateId);
    const seatId = c.req.valid('json').seat_id;
    checkHoldableSeat((date.seating ?? {}) as SeatPlan, seatId);
    const at = now();
    const expiresAt = await holdSeat(db, { dateId, seatId, customerId: customer.id, now: at });
    const held = await heldSeats(db, dateId, customer.id, at);
    return c.json({ blocking: { seat_id: seatId, expires_at: expiresAt.toISOString(), held_seats: held } }, 201);
  });

  app.openapi(releaseRoute, async (c) => {
    const { event_id, id: dateId, seat_id } = c.req.valid('param');
    const customer = currentCustomer(c);
    const { db } = c.get('deps');
    await findSeatedDate(db, c.get('shop').id, event_id, dateId);
    await releaseSeat(db, dateId, seat_id, customer.id);
    return c.body(null, 204);
  });
}
