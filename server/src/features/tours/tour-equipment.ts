import type { SlotUse } from './tour-slots';

/** One piece of a tour's stored equipment list as booking reads it (title and type are display only). */
export interface OfferedEquipment { id: number; max: number }

/** The tour's equipment with this id, or undefined. */
export function offeredEquipment(tour: { equipment: unknown }, id: number): OfferedEquipment | undefined {
  return (tour.equipment as OfferedEquipment[]).find((candidate) => candidate.id === id);
}

/**
 * Pieces still free at one start: the configured max minus what live bookings there hold.
 * POST /orders and GET /tours/{id}/equipments/… both count this way, so the shop never offers
 * what the order then refuses. @see requirements/api.md §7.4
 */
export function equipmentLeft(offered: OfferedEquipment, use: SlotUse | undefined): number {
  return Math.max(0, offered.max - (use?.equipment.get(offered.id) ?? 0));
}
