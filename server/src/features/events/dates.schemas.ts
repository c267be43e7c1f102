import { z } from '@hono/zod-openapi';
import { idsQuery } from '../../http/id-filters';
import { dayQuery } from '../../http/openapi';
import { locationSchema } from '../catalogue/content.schemas';
import { offerQuery } from '../catalogue/offer-filters.schemas';

const seatsSchema = z.object({ min: z.number().int(), max: z.number().int(), booked: z.number().int(), available: z.number().int(), max_per_registration: z.number().int().nullable() });
export const dateSchema = z.object({
  id: z.number().int(), event_id: z.number().int(), exhibition_id: z.number().int().nullable(), museum_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), filtername: z.string() }).nullable(),
  bookable: z.boolean(), registerable: z.boolean(), title: z.string(), sub_title: z.string().nullable(),
  start_time: z.string(), duration: z.number().int(), seats: seatsSchema,
  language: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  minPrice: z.number().int().nullable().openapi({ description: 'Lowest public price in cents (event discount applied); null when the event sells tickets instead' }),
}).openapi('EventDate');

export const dateDetailSchema = dateSchema.extend({
  description: z.string().nullable(), vat_pct: z.number(), discount: z.number().int(), tax_included: z.boolean(), location: locationSchema,
  seatings: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'Seating plan, texts localized. blocked_seats include seats already booked and seats other customers hold; held_seats are the signed-in viewer\'s own holds (POST …/blockings)' }),
  prices: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'Default or scale prices, titles localized, event discount applied; the special prices of price_target_audience_id where it has some' }),
  price_target_audience_id: z.number().int().nullable().openapi({
    description: 'The price target audience whose special prices `prices` shows (the signed-in owner\'s billing_address_id, else their account\'s audience); null: public prices',
  }),
}).openapi('EventDateDetail');

/** A path id of the date routes (int4, like every id). */
export const pathId = (name: string) => z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name, in: 'path' } });

export const range = {
  start_at: dayQuery('first day (default today)'), end_at: dayQuery('last day (default: one day, or the end of the month for /dates and /calendar)'),
};

export const allDatesQuery = offerQuery.extend({ ...range, ...idsQuery('by_event_ids') });

/** `depth=any`: a bool per day; `depth=all`: the dates of each day. */
export const calendarSchema = z.object({ data: z.record(z.string(), z.union([z.boolean(), z.array(z.object({ date: dateSchema }))])) });
