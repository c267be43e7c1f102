import type { Localized } from '../../db/schema';
import { priceLine, type EventPrice, type PriceLine } from '../../shared/event-pricing';

/** A tours.surcharges entry (requirements/api.md §7.5). */
export interface TourSurcharge {
  price_surcharge_id: number; title?: Localized; description?: Localized; group?: boolean; optional?: boolean; price_cents: number;
}

type Add = (field: string, message: string) => void;

/**
 * Surcharge counts: a per-person surcharge that is not optional must cover every
 * participant, an optional one at most all of them; a group surcharge is 0 or 1, and
 * exactly 1 when not optional. @see requirements/api.md §8.5 ("the server validates them")
 */
export function surchargeLines(surcharges: TourSurcharge[], wanted: Record<string, number>, participants: number, discount: number, add: Add): PriceLine[] {
  for (const id of Object.keys(wanted)) {
    if (!surcharges.some((surcharge) => surcharge.price_surcharge_id === Number(id))) add(`surcharges.${id}`, 'is not a surcharge of this tour');
  }
  const lines: PriceLine[] = [];
  for (const surcharge of surcharges) {
    const count = wanted[String(surcharge.price_surcharge_id)] ?? 0;
    const field = `surcharges.${surcharge.price_surcharge_id}`;
    const max = surcharge.group ? 1 : participants;
    if (!surcharge.optional && count !== max) add(field, `must be ${max}`);
    else if (count > max) add(field, `must be at most ${max}`);
    if (count > 0) lines.push({ ...priceLine(surcharge as EventPrice, count, discount), scale_price_id: null, quantity: surcharge.group ? 1 : count });
  }
  return lines;
}
