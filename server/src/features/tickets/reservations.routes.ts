import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json } from '../../http/openapi';
import { demandsOf } from '../capacity/capacity';
import { placesChanged } from '../capacity/display-cache';
import { renewedUntil } from './holds';
import { holdJson } from './reservation-json';
import { createBody, reservationSchema, tokenParams, updateBody } from './reservations.schemas';
import { createHold, deleteHold, findHold, resizeHold } from './reservations.store';
import { slotProblem } from './slots';
import { loadTicketsWithSubs } from './ticket.store';

const body = <S extends z.ZodType>(schema: S) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const ok = json(z.object({ reservation: reservationSchema }), 'The hold');

const createRouteDef = createRoute({
  method: 'post', path: '/api/v4/tickets/reservations', tags: ['reservations'],
  summary: 'Hold places for 5 minutes (requirements/api.md §5.1); combined tickets and sub-tickets cannot be held',
  request: body(createBody), responses: { 201: ok, ...errorResponses },
});
const updateRouteDef = createRoute({
  method: 'put', path: '/api/v4/tickets/reservations/{token}', tags: ['reservations'],
  summary: 'Change the quantity and renew the hold by 5 minutes, at most 60 minutes after creation (requirements/api.md §5.2)',
  request: { params: tokenParams, ...body(updateBody) }, responses: { 200: ok, ...errorResponses },
});
const deleteRouteDef = createRoute({
  method: 'delete', path: '/api/v4/tickets/reservations/{token}', tags: ['reservations'],
  summary: 'Release a hold; no body (requirements/api.md §5.3)',
  request: { params: tokenParams }, responses: { 204: { description: 'Released' }, 404: errorResponses[404] },
});

export function registerReservationRoutes(app: ApiApp): void {
  app.openapi(createRouteDef, async (c) => {
    const { db, now: clock } = c.get('deps');
    const shopId = c.get('shop').id;
    const now = clock();
    const input = c.req.valid('json').reservation;
    const ticket = (await loadTicketsWithSubs(db, shopId, [input.ticket_id])).get(input.ticket_id);
    if (!ticket) throw ApiError.invalid('Ticket not found', { 'reservation.ticket_id': ['not found'] });
    if (ticket.is_mantle) throw ApiError.invalid('Combined tickets cannot be reserved', { 'reservation.ticket_id': ['is a combined ticket'] });
    if (ticket.is_sub_ticket) throw ApiError.invalid('Sub-tickets cannot be reserved', { 'reservation.ticket_id': ['is a sub-ticket'] });
    const startAt = new Date(Date.parse(input.start_at));
    const problem = slotProblem(ticket, startAt, now, ticket.closed_weekdays);
    if (problem) throw ApiError.invalid(`The ticket cannot be reserved at this time: ${problem}`, { 'reservation.start_at': [problem] });
    if (input.quantity > ticket.max_persons) {
      throw ApiError.invalid('Too many tickets', { 'reservation.quantity': [`must be at most ${ticket.max_persons}`] });
    }
    const demands = demandsOf(ticket, startAt.getTime(), input.quantity);
    const row = await createHold(db, { shopId, ticketId: ticket.id, quantity: input.quantity, startAt, now }, demands);
    placesChanged(db);
    return c.json({ reservation: holdJson(row) }, 201);
  });

  app.openapi(updateRouteDef, async (c) => {
    const { db, now: clock } = c.get('deps');
    const shopId = c.get('shop').id;
    const now = clock();
    const { token } = c.req.valid('param');
    const { quantity } = c.req.valid('json').reservation;
    const hold = await findHold(db, shopId, token, now, true);
    const ticket = (await loadTicketsWithSubs(db, shopId, [hold.ticket_id])).get(hold.ticket_id)!;
    if (quantity > ticket.max_persons) throw ApiError.invalid('Too many tickets', { 'reservation.quantity': [`must be at most ${ticket.max_persons}`] });
    const demands = demandsOf(ticket, new Date(hold.start_at).getTime(), quantity);
    const row = await resizeHold(db, token, { quantity, validUntil: renewedUntil(now, new Date(hold.hard_expires_at)), now }, demands);
    placesChanged(db);
    return c.json({ reservation: holdJson(row) }, 200);
  });

  app.openapi(deleteRouteDef, async (c) => {
    const { db, now } = c.get('deps');
    const { token } = c.req.valid('param');
    await findHold(db, c.get('shop').id, token, now());
    await deleteHold(db, token);
    placesChanged(db);
    return c.body(null, 204);
  });
}
