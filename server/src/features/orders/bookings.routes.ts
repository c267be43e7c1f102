import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { localeContext } from '../../http/locale';
import { notFound, idParams } from '../../http/openapi';
import { authErrors, authRequestHeaders, withAuth } from '../account/auth.schemas';
import { currentCustomer, requireCustomer } from '../account/require-customer';
import { ownBookings } from './bookings.store';

const bookingSchema = z.object({
  id: z.number().int(),
  type: z.enum(['Event', 'Tour']).openapi({ description: 'The order item type the booking belongs to' }),
  status: z.number().int().openapi({ description: '20 booked, 60 canceled (requirements/api.md §8.7)' }),
  start_time: z.string().openapi({ description: 'ISO-8601, Europe/Berlin' }),
  quantity: z.number().int().openapi({ description: 'Seats of an event booking, participants of a tour booking' }),
  order_id: z.number().int(), order_item_id: z.number().int(),
  title: z.string().openapi({ description: 'The date title, else the event or tour title, in the requested locale' }),
  event_id: z.number().int().nullable(), date_id: z.number().int().nullable(), tour_id: z.number().int().nullable(),
}).openapi('Booking');

/**
 * requirements/accounts.md §7.2 names `GET /bookings/{id}` (v3 API) without its use or shape; designed here
 * for the signed-in owner only, so booking ids of other customers cannot be probed (404).
 */
const bookingRoute = createRoute({
  method: 'get', path: '/api/v3/bookings/{id}', tags: ['customer'],
  // app.ts resolves ?locale only under /api/v4.
  middleware: [localeContext, requireCustomer],
  summary: "One event or tour booking of the signed-in customer's orders (requirements/accounts.md §7.2; designed here)",
  description: 'Event and tour bookings have separate ids; the order JSON gives the id as `items[].attributes.id` with the item `type`. '
    + 'Pass `type=event` or `type=tour` to choose; without it the one booking with this id is answered, and 422 asks for `type` when the customer owns both an event and a tour booking with that id. '
    + "Another customer's booking, another shop's and an unknown id answer 404.",
  request: {
    headers: authRequestHeaders, params: idParams,
    query: z.object({ type: z.enum(['event', 'tour']).optional(), locale: z.string().optional() }),
  },
  responses: { 200: withAuth(z.object({ booking: bookingSchema }), 'The booking'), ...notFound, ...authErrors },
});

export function registerBookingRoutes(app: ApiApp): void {
  app.openapi(bookingRoute, async (c) => {
    const customer = currentCustomer(c);
    const found = await ownBookings(c.get('deps').db, customer.shop_id, customer.id, c.req.valid('param').id, c.req.valid('query').type, langOf(c));
    if (found.length > 1) throw ApiError.invalid('Please say which booking', { type: ['is required: an event and a tour booking have this id'] });
    const [booking] = found;
    if (!booking) throw ApiError.notFound('Booking');
    return c.json({ booking }, 200);
  });
}
