import { createRoute, z } from '@hono/zod-openapi';
import { notFound, okJson, readErrors } from '../shared/responses';
import { dayQuery } from '../tickets/shared-schemas';

const id = z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 });
const minutes = (fallback: number) => z.coerce.number().int().min(0).max(1440).default(fallback);
const optionalId = z.coerce.number().int().positive().optional();

const tourPrice = z.record(z.string(), z.unknown()).openapi('TourPrice', {
  description: 'Default {group, optional, price_cents, vat_pct}, scale {scale_price_id, title, description, …} or surcharge {price_surcharge_id, title, description, …}; titles localized, discount applied',
});

export const tourPricesRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/prices', tags: ['tours'],
  summary: 'Participant prices and surcharges of a tour (ENDPOINTS.md §7.5)',
  description: 'date, time (HH-MM), participants, customer_adress_id, price_target_audience_id_id and language_id are accepted; this shop\'s tour prices do not vary with them.',
  request: {
    params: z.object({ id }),
    query: z.object({
      date: dayQuery('default today'), time: z.string().regex(/^\d{2}-\d{2}$/, 'must be HH-MM').optional(),
      participants: z.coerce.number().int().min(1).max(10_000).optional(), customer_adress_id: optionalId,
      price_target_audience_id_id: optionalId, language_id: optionalId, locale: z.string().optional(),
    }),
  },
  responses: {
    200: okJson(z.object({ prices: z.array(tourPrice), vat_pct: z.number(), discount: z.number().int(), tax_included: z.boolean() }), 'The prices'),
    ...notFound, ...readErrors,
  },
});

const hours = { opening_hours_start: minutes(480), opening_hours_end: minutes(1320) };

export const tourStartTimesRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/start_times', tags: ['tours'],
  summary: 'Days with free start times (ENDPOINTS.md §7.6)',
  description: '15-minute steps between the tour\'s first and last start on its weekdays, inside the opening hours, in the future, with fewer than tours_per_slot live bookings and the participants within min/max. depth=any: {data: {day: bool}}; depth=all: {data: {day: [iso8601]}}.',
  request: {
    params: z.object({ id }),
    query: z.object({
      start_at: dayQuery('default today'), end_at: dayQuery('default the end of the month'), ...hours,
      participants: z.coerce.number().int().min(1).max(10_000).optional(), depth: z.enum(['any', 'all']).default('any'), locale: z.string().optional(),
    }),
  },
  responses: { 200: okJson(z.object({ data: z.record(z.string(), z.union([z.boolean(), z.array(z.string())])) }), 'Per day'), ...notFound, ...readErrors },
});

export const tourDayRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/start_times/{date}', tags: ['tours'],
  summary: 'Start times of one day with bookable participants (ENDPOINTS.md §7.7)',
  request: {
    params: z.object({ id, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').openapi({ param: { name: 'date', in: 'path' } }) }),
    query: z.object({ ...hours, locale: z.string().optional() }),
  },
  responses: {
    200: okJson(z.object({ data: z.array(z.object({ start_time: z.string(), participants: z.object({ min: z.number().int(), max: z.number().int(), bookable: z.number().int() }) })) }), 'Start times'),
    ...notFound, ...readErrors,
  },
});
