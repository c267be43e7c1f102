import type { Selectable } from 'kysely';
import type { ToursTable } from '../../db/schema';
import { priceLine, type EventPrice, type PriceLine } from '../../shared/event-pricing';
import { equipmentLeft, offeredEquipment } from '../tours/tour-equipment';
import { surchargeLines, type TourSurcharge } from '../tours/tour-pricing';
import { tourStartProblem, type SlotUse } from '../tours/tour-slots';
import type { TourAttributes } from './order-item.schemas';

export type TourRow = Selectable<ToursTable>;
export interface CheckedTour { start: Date; participants: number; lines: PriceLine[]; equipment: { id: number; quantity: number }[] }
type Add = (field: string, message: string) => void;

/** Participant prices: `quantity` takes the default (or only) price, `quantities` the scale prices; group prices once. */
function participantLines(tour: TourRow, input: TourAttributes, participants: number, add: Add): PriceLine[] {
  const prices = tour.prices as unknown as EventPrice[];
  if (input.quantities) {
    const lines: PriceLine[] = [];
    for (const [id, count] of Object.entries(input.quantities)) {
      const price = prices.find((candidate) => candidate.scale_price_id === Number(id));
      if (!price) add(`quantities.${id}`, 'is not a price of this tour');
      else if (count > 0) lines.push(priceLine(price, count, tour.discount));
    }
    return lines;
  }
  const price = prices.find((candidate) => candidate.scale_price_id === undefined) ?? (prices.length === 1 ? prices[0] : undefined);
  if (!price) {
    add('quantity', 'this tour has several prices: send quantities');
    return [];
  }
  return [priceLine(price, participants, tour.discount)];
}

/**
 * One Tour item: a start time on the tour's grid and ahead, participants within min/max,
 * language, age group and grade from the tour's lists, surcharges and equipment checked,
 * and a free tour at that start time (tours_per_slot). @see requirements/api.md §7.5-7.7, requirements/api.md §8.5
 */
export function checkTourItem(tour: TourRow, input: TourAttributes, use: SlotUse | undefined, now: Date, add: Add): CheckedTour {
  const start = new Date(Date.parse(input.start_time));
  if (Number.isNaN(start.getTime())) add('start_time', 'is not a valid time');
  else {
    const problem = tourStartProblem(tour, start, now);
    if (problem) add('start_time', problem);
  }
  const participants = input.quantity ?? Object.values(input.quantities ?? {}).reduce((sum, count) => sum + count, 0);
  if (participants < tour.participants_min) add('quantity', `must be at least ${tour.participants_min}`);
  if (participants > tour.participants_max) add('quantity', `must be at most ${tour.participants_max}`);
  if (!tour.language_ids.includes(input.language_id)) add('language_id', 'is not a language of this tour');
  if (!tour.age_group_ids.includes(input.age_group_id)) add('age_group_id', 'is not an age group of this tour');
  if (input.grade_id != null && !tour.grade_ids.includes(input.grade_id)) add('grade_id', 'is not a grade of this tour');
  if ((use?.tours ?? 0) >= tour.tours_per_slot) add('start_time', 'is fully booked');
  const equipment = (input.equipment ?? []).filter((piece) => piece.quantity > 0);
  for (const [position, piece] of equipment.entries()) {
    const offered = offeredEquipment(tour, piece.id);
    const left = offered ? equipmentLeft(offered, use) : 0;
    if (!offered) add(`equipment.${position}.id`, 'is not equipment of this tour');
    else if (piece.quantity > participants) add(`equipment.${position}.quantity`, 'must not exceed the participants');
    else if (piece.quantity > left) add(`equipment.${position}.quantity`, `only ${left} left`);
  }
  const lines = [
    ...participantLines(tour, input, participants, add),
    ...surchargeLines(tour.surcharges as unknown as TourSurcharge[], input.surcharges ?? {}, { participants, languageId: input.language_id }, tour.discount, add),
  ];
  return { start, participants, lines, equipment };
}
