import { createRoute, z } from '@hono/zod-openapi';
import { optionalCustomer } from '../account/optional-customer';
import { dayQuery, notFound, json, readErrors } from '../../http/openapi';

const id = z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 });
const minutes = (fallback: number) => z.coerce.number().int().min(0).max(1440).default(fallback);
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

const tourPrice = z.record(z.string(), z.unknown()).openapi('TourPrice', {
  description: 'Default {group, optional, price_cents, vat_pct}, scale {scale_price_id, title, description, …} or surcharge {price_surcharge_id, title, description, …}; titles localized, discount applied',
});

const describedId = (description: string) => optionalId.openapi({ description });

export const tourPricesRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/prices', tags: ['tours'],
  summary: 'Participant prices and surcharges of a tour, special prices for the buyer\'s audience (ENDPOINTS.md §7.5)',
  description: 'Special prices (browsing-and-booking §6): the signed-in customer\'s own address (billing_address_id or customer_adress_id) decides the price target audience; '
    + 'an explicit audience (price_target_audience_id or price_target_audience_id_id) counts only when it is the customer\'s own or one of their addresses\'; '
    + 'otherwise the account\'s audience, and public prices for anonymous callers. Foreign ids are ignored, not refused. '
    + 'date, time (HH-MM), participants and language_id are accepted; this shop\'s tour prices do not vary with them.',
  // Credentials are optional: they only decide whose special prices apply (domain/price-audience.ts).
  middleware: [optionalCustomer] as const,
  request: {
    params: z.object({ id }),
    query: z.object({
      date: dayQuery('default today'), time: z.string().regex(/^\d{2}-\d{2}$/, 'must be HH-MM').optional(),
      participants: z.coerce.number().int().min(1).max(10_000).optional(),
      billing_address_id: describedId('The selected address of the signed-in customer'),
      customer_adress_id: describedId('Same as billing_address_id (ENDPOINTS.md §7.5 spelling)'),
      price_target_audience_id: describedId('The selected address\'s audience; honoured only if the customer or one of their addresses has it'),
      price_target_audience_id_id: describedId('Same as price_target_audience_id (ENDPOINTS.md §7.5 spelling)'),
      language_id: optionalId, locale: z.string().optional(),
    }),
  },
  responses: {
    200: json(z.object({
      prices: z.array(tourPrice), vat_pct: z.number(), discount: z.number().int(), tax_included: z.boolean(),
      price_target_audience_id: z.number().int().nullable().openapi({ description: 'The price target audience whose special prices are shown; null: public prices' }),
    }), 'The prices'),
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
  responses: { 200: json(z.object({ data: z.record(z.string(), z.union([z.boolean(), z.array(z.string())])) }), 'Per day'), ...notFound, ...readErrors },
});

export const tourDayRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/start_times/{date}', tags: ['tours'],
  summary: 'Start times of one day with bookable participants (ENDPOINTS.md §7.7)',
  request: {
    params: z.object({ id, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').openapi({ param: { name: 'date', in: 'path' } }) }),
    query: z.object({ ...hours, locale: z.string().optional() }),
  },
  responses: {
    200: json(z.object({ data: z.array(z.object({ start_time: z.string(), participants: z.object({ min: z.number().int(), max: z.number().int(), bookable: z.number().int() }) })) }), 'Start times'),
    ...notFound, ...readErrors,
  },
});
