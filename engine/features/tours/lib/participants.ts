import type { TourPrice, TourStartTime } from '../api/tours.api.ts';

export interface ParticipantLimits {
  min: number;
  max: number;
}

const range = (from: number, to: number) => (to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * requirements/tours.md §5.1 Tours: max participants = the smaller of bookable and max, also capped by the configured
 * maximum items (settings.tickets.maxItemsList); min = participants.min.
 */
export function participantLimits({ participants }: TourStartTime, maxItems: number): ParticipantLimits {
  return { min: Math.max(1, participants.min), max: Math.max(0, Math.min(participants.bookable, participants.max, maxItems)) };
}

/**
 * requirements/tours.md §5.1 Tours: each participant price offers min..(max minus the others selected). 0 is always
 * offered so a price can stay unselected; when nothing fits, only 0 remains.
 */
export function priceQuantityOptions({ min, max }: ParticipantLimits, others: number): number[] {
  return [0, ...range(min, max - others)];
}

/** Participant prices and surcharges come in one list (requirements/api.md §7.5). */
export function splitPrices(prices: TourPrice[]): { participants: TourPrice[]; surcharges: TourPrice[] } {
  const isSurcharge = (price: TourPrice) => price.price_surcharge_id != null;
  return { participants: prices.filter((price) => !isSurcharge(price)), surcharges: prices.filter(isSurcharge) };
}

/** A stable key per participant price: its scale price, else its position (a default price has no id). */
export function priceKey(price: TourPrice, index: number): string {
  return price.scale_price_id != null ? `scale-${price.scale_price_id}` : `price-${index}`;
}

export function participantTotal(quantities: Record<string, number>): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
}
