import type { Localized } from '../../db/schema';
import { priceLine, type EventPrice, type PriceLine } from '../../shared/event-pricing';

/** A tours.surcharges entry (requirements/api.md §7.5). */
export interface TourSurcharge {
  price_surcharge_id: number; title?: Localized; description?: Localized; group?: boolean; optional?: boolean; price_cents: number;
  /** Per-person surcharges: the participants it does not count ('Pro Person ab 11 Personen' has 10). */
  count_participants?: number;
  /** Only for these tour languages (a foreign-language surcharge); every language when absent. */
  language_ids?: number[];
}

/**
 * The surcharges a booking in this language gets: the price call offers a language-bound surcharge only
 * for its languages, as tour prices depend on the language (requirements/tours.md §7.1).
 */
export function surchargesFor<S extends { language_ids?: number[] }>(surcharges: S[], languageId: number | null | undefined): S[] {
  return surcharges.filter((surcharge) => !surcharge.language_ids?.length || (languageId != null && surcharge.language_ids.includes(languageId)));
}

/**
 * How many of a surcharge the participants need: a group surcharge 1, a per-person one the participants beyond its
 * count_participants (requirements/tours.md §5.1: 'set to the total participants minus count_participants').
 */
function surchargeMax(surcharge: Pick<TourSurcharge, 'group' | 'count_participants'>, participants: number): number {
  return surcharge.group ? 1 : Math.max(0, participants - (surcharge.count_participants ?? 0));
}

type Add = (field: string, message: string) => void;

/**
 * Surcharge counts: a per-person surcharge that is not optional must cover every participant beyond its
 * count_participants, an optional one at most all of them; a group surcharge is 0 or 1, and exactly 1 when
 * not optional; a surcharge bound to other languages must not be sent. @see requirements/api.md §8.5 ("the server validates them")
 */
export function surchargeLines(
  all: TourSurcharge[], wanted: Record<string, number>, booking: { participants: number; languageId: number | null | undefined }, discount: number, add: Add,
): PriceLine[] {
  const surcharges = surchargesFor(all, booking.languageId);
  for (const [id, count] of Object.entries(wanted)) {
    if (!all.some((surcharge) => surcharge.price_surcharge_id === Number(id))) add(`surcharges.${id}`, 'is not a surcharge of this tour');
    else if (count > 0 && !surcharges.some((surcharge) => surcharge.price_surcharge_id === Number(id))) add(`surcharges.${id}`, 'does not apply to this language');
  }
  const lines: PriceLine[] = [];
  for (const surcharge of surcharges) {
    const count = wanted[String(surcharge.price_surcharge_id)] ?? 0;
    const field = `surcharges.${surcharge.price_surcharge_id}`;
    const max = surcharge.optional && !surcharge.group ? booking.participants : surchargeMax(surcharge, booking.participants);
    if (!surcharge.optional && count !== max) add(field, `must be ${max}`);
    else if (count > max) add(field, `must be at most ${max}`);
    if (count > 0) lines.push({ ...priceLine(surcharge as EventPrice, count, discount), scale_price_id: null, quantity: surcharge.group ? 1 : count, surcharge: true });
  }
  return lines;
}
