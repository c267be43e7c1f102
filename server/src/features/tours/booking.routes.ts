import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/connect';
import type { Localized } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { dayQuery, notFound, json, readErrors } from '../../http/openapi';
import { audienceOffer } from '../../shared/audience-prices';
import { addDays, dayOf, daysBetween, endOfMonth, isoBerlin, wallClock } from '../../shared/berlin-time';
import { textOrNull, type Lang } from '../../shared/localize';
import { applyDiscount } from '../../shared/pricing';
import { optionalCustomer, maybeCustomer } from '../account/optional-customer';
import { verifiedAudience } from '../account/price-audience';
import { findTour, tourSlotUse } from './store';
import { surchargesFor } from './tour-pricing';
import { tourStarts } from './tour-slots';

const id = z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 });
const minutes = (fallback: number) => z.coerce.number().int().min(0).max(1440).default(fallback);
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

const tourPrice = z.record(z.string(), z.unknown()).openapi('TourPrice', {
  description: 'Default {group, optional, price_cents, vat_pct}, scale {scale_price_id, title, description, …} or surcharge {price_surcharge_id, title, description, …}; titles localized, discount applied',
});

const describedId = (description: string) => optionalId.openapi({ description });

const tourPricesRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/prices', tags: ['tours'],
  summary: 'Participant prices and surcharges of a tour, special prices for the buyer\'s audience (requirements/api.md §7.5)',
  description: 'Special prices (requirements/accounts.md §6.3): the signed-in customer\'s own address (billing_address_id or customer_adress_id) decides the price target audience; '
    + 'an explicit audience (price_target_audience_id or price_target_audience_id_id) counts only when it is the customer\'s own or one of their addresses\'; '
    + 'otherwise the account\'s audience, and public prices for anonymous callers. Foreign ids are ignored, not refused. '
    + 'A surcharge bound to languages (a foreign-language surcharge) is listed only when language_id is one of them; '
    + 'a per-person surcharge says from how many persons it counts (count_participants). date, time (HH-MM) and participants are accepted.',
  // Credentials are optional: they only decide whose special prices apply (features/account/price-audience.ts).
  middleware: [optionalCustomer] as const,
  request: {
    params: z.object({ id }),
    query: z.object({
      date: dayQuery('default today'), time: z.string().regex(/^\d{2}-\d{2}$/, 'must be HH-MM').optional(),
      participants: z.coerce.number().int().min(1).max(10_000).optional(),
      billing_address_id: describedId('The selected address of the signed-in customer'),
      customer_adress_id: describedId('Same as billing_address_id (requirements/api.md §7.5 spelling)'),
      price_target_audience_id: describedId('The selected address\'s audience; honoured only if the customer or one of their addresses has it'),
      price_target_audience_id_id: describedId('Same as price_target_audience_id (requirements/api.md §7.5 spelling)'),
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

const tourStartTimesRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/start_times', tags: ['tours'],
  summary: 'Days with free start times (requirements/api.md §7.6)',
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

const tourDayRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/start_times/{date}', tags: ['tours'],
  summary: 'Start times of one day with bookable participants (requirements/api.md §7.7)',
  request: {
    params: z.object({ id, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').openapi({ param: { name: 'date', in: 'path' } }) }),
    query: z.object({ ...hours, locale: z.string().optional() }),
  },
  responses: {
    200: json(z.object({ data: z.array(z.object({ start_time: z.string(), participants: z.object({ min: z.number().int(), max: z.number().int(), bookable: z.number().int() }) })) }), 'Start times'),
    ...notFound, ...readErrors,
  },
});

type Entry = Record<string, unknown>;
const localized = (entries: Entry[], discount: number, lang: Lang) => entries.map((entry) => ({
  ...entry, ...('title' in entry ? { title: textOrNull(entry.title as Localized, lang) } : {}),
  ...('description' in entry ? { description: textOrNull(entry.description as Localized, lang) } : {}),
  price_cents: applyDiscount(Number(entry.price_cents), discount),
}));

/** requirements/api.md §7.5-7.7: prices (special ones per audience) and start times of a tour, from its grid and its live bookings. */
export function registerTourBookingRoutes(app: ApiApp): void {
  const loadTour = async (db: Db, shopId: number, id: number) => {
    const tour = await findTour(db, shopId, id);
    if (!tour) throw ApiError.notFound('Tour');
    return tour;
  };

  app.openapi(tourPricesRoute, async (c) => {
    const { db } = c.get('deps');
    const tour = await loadTour(db, c.get('shop').id, c.req.valid('param').id);
    const query = c.req.valid('query');
    const audience = await verifiedAudience(db, maybeCustomer(c), {
      billing_address_id: query.billing_address_id ?? query.customer_adress_id,
      price_target_audience_id: query.price_target_audience_id ?? query.price_target_audience_id_id,
    });
    const offer = audienceOffer(tour, audience);
    const lang = langOf(c);
    return c.json({
      prices: [...localized(offer.prices, tour.discount, lang), ...localized(surchargesFor(offer.surcharges as { language_ids?: number[] }[], query.language_id), tour.discount, lang)],
      vat_pct: Number(tour.vat_pct), discount: tour.discount, tax_included: tour.tax_included, price_target_audience_id: offer.audienceId,
    }, 200);
  });

  app.openapi(tourStartTimesRoute, async (c) => {
    const { db, now } = c.get('deps');
    const tour = await loadTour(db, c.get('shop').id, c.req.valid('param').id);
    const query = c.req.valid('query');
    const start = query.start_at ?? dayOf(now());
    const end = query.end_at ?? endOfMonth(start);
    if (end < start || daysBetween(start, end).length > 366) throw ApiError.invalid('Invalid range', { end_at: ['must be within 366 days after start_at'] });
    const use = await tourSlotUse(db, tour.id, wallClock(start, 0), wallClock(addDays(end, 1), 0), now());
    const participants = query.participants ?? tour.participants_min;
    const fits = participants >= tour.participants_min && participants <= tour.participants_max;
    const data: Record<string, boolean | string[]> = {};
    for (const day of daysBetween(start, end)) {
      const free = fits ? tourStarts(tour, day, query.opening_hours_start, query.opening_hours_end)
        .filter((slot) => slot.getTime() > now().getTime() && (use.get(slot.getTime())?.tours ?? 0) < tour.tours_per_slot) : [];
      data[day] = query.depth === 'all' ? free.map(isoBerlin) : free.length > 0;
    }
    return c.json({ data }, 200);
  });

  app.openapi(tourDayRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { id, date } = c.req.valid('param');
    const tour = await loadTour(db, c.get('shop').id, id);
    const query = c.req.valid('query');
    const use = await tourSlotUse(db, tour.id, wallClock(date, 0), wallClock(addDays(date, 1), 0), now());
    const data = tourStarts(tour, date, query.opening_hours_start, query.opening_hours_end)
      .filter((slot) => slot.getTime() > now().getTime())
      .map((slot) => ({
        start_time: isoBerlin(slot),
        participants: { min: tour.participants_min, max: tour.participants_max, bookable: (use.get(slot.getTime())?.tours ?? 0) < tour.tours_per_slot ? tour.participants_max : 0 },
      }));
    return c.json({ data }, 200);
  });
}
