import type { ApiApp } from '../../http/app-env';
import type { Localized } from '../../db/schema';
import { audienceOffer } from '../../shared/audience-prices';
import { addDays, dayOf, daysBetween, endOfMonth, isoBerlin, wallClock } from '../../shared/berlin-time';
import { verifiedAudience } from '../account/price-audience';
import { applyDiscount } from '../../shared/pricing';
import { tourSlotUse, tourStarts } from './tour-slots';
import { ApiError } from '../../http/api-error';
import { maybeCustomer } from '../account/optional-customer';
import { langOf } from '../../http/lang';
import { textOrNull, type Lang } from '../../shared/localize';
import { tourDayRoute, tourPricesRoute, tourStartTimesRoute } from './booking.routes';

type Entry = Record<string, unknown>;
const localized = (entries: Entry[], discount: number, lang: Lang) => entries.map((entry) => ({
  ...entry, ...('title' in entry ? { title: textOrNull(entry.title as Localized, lang) } : {}),
  ...('description' in entry ? { description: textOrNull(entry.description as Localized, lang) } : {}),
  price_cents: applyDiscount(Number(entry.price_cents), discount),
}));

/** ENDPOINTS.md §7.5–7.7: prices (special ones per audience) and start times of a tour, from its grid and its live bookings. */
export function registerTourBookingRoutes(app: ApiApp): void {
  const loadTour = async (db: Parameters<typeof tourSlotUse>[0], shopId: number, id: number) => {
    const tour = await db.selectFrom('tours').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
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
      prices: [...localized(offer.prices, tour.discount, lang), ...localized(offer.surcharges, tour.discount, lang)],
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
