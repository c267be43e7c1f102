import { createRoute, z } from '@hono/zod-openapi';
import { paginationQuery, metaSchema } from '../../http/pagination';
import { optionalCustomer } from '../account/optional-customer';
import { queryBool } from '../../http/query';
import { idsQuery } from '../../http/id-filters';
import { offerQuery } from '../catalogue/offer-filters.schemas';
import { locationSchema } from '../catalogue/content.schemas';
import { dayQuery, notFound, json, readErrors } from '../../http/openapi';

const seatsSchema = z.object({ min: z.number().int(), max: z.number().int(), booked: z.number().int(), available: z.number().int(), max_per_registration: z.number().int().nullable() });
export const dateSchema = z.object({
  id: z.number().int(), event_id: z.number().int(), exhibition_id: z.number().int().nullable(), museum_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), filtername: z.string() }).nullable(),
  bookable: z.boolean(), registerable: z.boolean(), title: z.string(), sub_title: z.string().nullable(),
  start_time: z.string(), duration: z.number().int(), seats: seatsSchema,
  language: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  minPrice: z.number().int().nullable().openapi({ description: 'Lowest public price in cents (event discount applied); null when the event sells tickets instead' }),
}).openapi('EventDate');

const dateDetailSchema = dateSchema.extend({
  description: z.string().nullable(), vat_pct: z.number(), discount: z.number().int(), tax_included: z.boolean(), location: locationSchema,
  seatings: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'Seating plan, texts localized. blocked_seats include seats already booked and seats other customers hold; held_seats are the signed-in viewer\'s own holds (POST …/blockings)' }),
  prices: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'Default or scale prices, titles localized, event discount applied; the special prices of price_target_audience_id where it has some' }),
  price_target_audience_id: z.number().int().nullable().openapi({
    description: 'The price target audience whose special prices `prices` shows (the signed-in owner\'s billing_address_id, else their account\'s audience); null: public prices',
  }),
}).openapi('EventDateDetail');

const params = (name: string) => z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name, in: 'path' } });
const range = {
  start_at: dayQuery('first day (default today)'), end_at: dayQuery('last day (default: one day, or the end of the month for /dates and /calendar)'),
};

export const eventDatesRoute = createRoute({
  method: 'get', path: '/api/v4/events/{id}/dates', tags: ['events'],
  summary: "One event's dates with seats (ENDPOINTS.md §6.5)",
  description: '`date` (default today) or `start_at` + `end_at`, at most 31 days.',
  request: {
    params: z.object({ id: params('id') }),
    query: z.object({ date: dayQuery('one day'), ...range, by_bookable: queryBool(), ...idsQuery('by_language_ids'), ...paginationQuery, locale: z.string().optional() }),
  },
  responses: { 200: json(z.object({ dates: z.array(dateSchema), meta: metaSchema }), 'A page of dates'), ...notFound, ...readErrors },
});

export const eventDateRoute = createRoute({
  method: 'get', path: '/api/v4/events/{event_id}/dates/{id}', tags: ['events'],
  summary: 'One date with seatings and prices, everything needed to book it (ENDPOINTS.md §6.6)',
  // Special prices: billing_address_id counts only with the owner's credentials (domain/price-audience.ts).
  middleware: [optionalCustomer] as const,
  request: {
    params: z.object({ event_id: params('event_id'), id: params('id') }),
    query: z.object({
      locale: z.string().optional(),
      billing_address_id: z.coerce.number().int().positive().max(2_147_483_647).optional().openapi({
        description: 'The selected address of the signed-in customer (browsing-and-booking §6): its price target audience\'s special prices replace the public ones. Another customer\'s or an unknown address is ignored, not refused.',
      }),
    }),
  },
  responses: { 200: json(z.object({ date: dateDetailSchema }), 'The date'), ...notFound, ...readErrors },
});

const allDatesQuery = offerQuery.extend({ ...range, ...idsQuery('by_event_ids') });

export const allDatesRoute = createRoute({
  method: 'get', path: '/api/v4/dates', tags: ['events'],
  summary: 'Dates of all events (ENDPOINTS.md §6.7)',
  request: { query: allDatesQuery },
  responses: { 200: json(z.object({ dates: z.array(dateSchema), meta: metaSchema }), 'A page of dates'), ...readErrors },
});

export const calendarRoute = createRoute({
  method: 'get', path: '/api/v4/calendar', tags: ['events'],
  summary: 'Calendar across all events (ENDPOINTS.md §6.9)',
  description: '`depth=any`: {data: {"YYYY-MM-DD": bool}} (a bookable date with free seats that day); `depth=all`: {data: {"YYYY-MM-DD": [{date: Date}]}}.',
  request: { query: allDatesQuery.extend({ depth: z.enum(['any', 'all']).default('any') }) },
  responses: {
    200: json(z.object({ data: z.record(z.string(), z.union([z.boolean(), z.array(z.object({ date: dateSchema }))])) }), 'Per day'),
    ...readErrors,
  },
});
