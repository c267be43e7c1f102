import { useQueryClient } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { eventQueries } from '../api/events.queries.ts';
import { buildEventCartItem } from '../lib/event-cart-item.ts';
import { placeLimits, priceKey } from '../lib/event-quantities.ts';

export interface EventPlanLineInput { eventId: number; dateId: number; persons: number; inCart: number }

/** Seated dates need seats picked on the plan, and a full date cannot take the party. */
class EventDateUnavailable extends Error {}

/**
 * The event line of a day plan (issue 18), built as the event screen builds it: the party on the
 * date's first price. Seated dates are refused (their seats are chosen on the seat plan).
 * Calls: GET /events/{event_id}/dates/{id}.
 */
export function useEventPlanLine() {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  return async ({ eventId, dateId, persons, inCart }: EventPlanLineInput): Promise<CartItem> => {
    const date = await queryClient.fetchQuery(eventQueries.date(scope, { eventId, dateId, billingAddressId: null, viewerId: null }));
    const price = date.prices[0];
    const { max } = placeLimits(date.seats, inCart);
    if (!price || date.seatings.length > 0 || max < persons) throw new EventDateUnavailable(`date ${dateId} cannot take ${persons}`);
    return buildEventCartItem(date, { [priceKey(price)]: persons }, { name: date.title }, max, new Date());
  };
}
