import { useQueryClient } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { tourQueries } from '../api/tours.queries.ts';
import { tourBooking, type TourSelection } from '../lib/booking-model.ts';
import { priceKey, splitPrices } from '../lib/participants.ts';
import { tourPriceParams } from '../lib/price-params.ts';
import { buildTourCartItem } from '../lib/tour-cart-item.ts';

export interface TourPlanLineInput { tourId: number; startTime: string; date: string; persons: number }

/** The start is gone or cannot take the party; the plan must not be added in part. */
class TourStartUnavailable extends Error {}

/**
 * The tour line of a day plan (issue 18), built the way the tour form builds it: the tour's first
 * language, the party on its first participant price (at least the tour's minimum), the fixed
 * surcharges, no equipment. Reads the same queries as the tour screen, so the prices are the shop's.
 * Calls: GET /tours/{id}, GET /tours/{id}/start_times/{date}, GET /tours/{id}/prices.
 */
export function useTourPlanLine() {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  const { settings, timezone } = useShop();
  return async ({ tourId, startTime, date, persons }: TourPlanLineInput): Promise<CartItem> => {
    const [tour, starts] = await Promise.all([
      queryClient.fetchQuery(tourQueries.detail(scope, tourId)),
      queryClient.fetchQuery(tourQueries.startTimes(scope, tourId, date)),
    ]);
    const start = starts.find((candidate) => Date.parse(candidate.start_time) === Date.parse(startTime));
    if (!start) throw new TourStartUnavailable(`tour ${tourId} has no start ${startTime}`);
    const languageId = tour.languages[0]?.id ?? null;
    const prices = await queryClient.fetchQuery(tourQueries.prices(scope, tourId, tourPriceParams(start.start_time, languageId, { billingAddressId: null }, timezone)));
    const first = splitPrices(prices.prices).participants[0];
    const participants = Math.max(persons, start.participants.min);
    const selection: TourSelection = {
      languageId, ageGroupId: tour.age_groups[0]?.id ?? null, gradeId: tour.grades[0]?.id ?? null,
      quantities: first ? { [priceKey(first, 0)]: participants } : {}, surcharges: {}, equipment: {},
    };
    const booking = tourBooking({ prices: prices.prices, equipment: [], start, selection, maxItems: settings.tickets.maxItemsList });
    if (!first || booking.participants > booking.limits.max) throw new TourStartUnavailable(`tour ${tourId} cannot take ${participants}`);
    return buildTourCartItem({ tour, startTime: start.start_time, date, selection, booking, prices, language: scope.locale, now: new Date() });
  };
}
