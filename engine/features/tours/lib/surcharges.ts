import type { TourPrice } from '../api/tours.api.ts';

/** The four surcharge kinds of requirements/tours.md §5.1 Tours. */
export type SurchargeRule = 'perPerson' | 'group' | 'optionalPerPerson' | 'optionalGroup';

export function surchargeRule(surcharge: TourPrice): SurchargeRule {
  if (surcharge.optional) return surcharge.group ? 'optionalGroup' : 'optionalPerPerson';
  return surcharge.group ? 'group' : 'perPerson';
}

/**
 * requirements/tours.md §5.1 Tours: a non-optional per-person surcharge is fixed at the participants minus
 * count_participants; a non-optional group surcharge is fixed at 1 (once anyone takes part).
 * Optional surcharges are chosen, so they have no fixed quantity (null).
 */
export function fixedSurchargeQuantity(surcharge: TourPrice, participants: number): number | null {
  const rule = surchargeRule(surcharge);
  if (rule === 'perPerson') return Math.max(0, participants - (surcharge.count_participants ?? 0));
  if (rule === 'group') return participants > 0 ? 1 : 0;
  return null;
}

/** requirements/tours.md §5.1 Tours: optional per-person 0..participants; optional group 0..1; fixed ones only their value. */
export function surchargeOptions(surcharge: TourPrice, participants: number): number[] {
  const fixed = fixedSurchargeQuantity(surcharge, participants);
  if (fixed !== null) return [fixed];
  const max = surchargeRule(surcharge) === 'optionalGroup' ? Math.min(1, participants) : participants;
  return Array.from({ length: max + 1 }, (_, index) => index);
}

/** The quantity a surcharge bills: its fixed value, or the choice clamped to what is still offered. */
export function surchargeQuantity(surcharge: TourPrice, chosen: number | undefined, participants: number): number {
  const fixed = fixedSurchargeQuantity(surcharge, participants);
  if (fixed !== null) return fixed;
  const options = surchargeOptions(surcharge, participants);
  return Math.min(Math.max(0, chosen ?? 0), options[options.length - 1]!);
}
