import type { TourEquipment } from '../api/tours.api.ts';

/**
 * Spec §5 Tours: equipment 0..the smaller of the equipment max and the participant count. The server
 * has no availability call per start time (ENDPOINTS.md §7.4 is not served), so the configured max is
 * the upper bound; POST /orders still refuses pieces that are taken.
 */
export function equipmentOptions(equipment: TourEquipment, participants: number): number[] {
  const max = Math.max(0, Math.min(equipment.max, participants));
  return Array.from({ length: max + 1 }, (_, index) => index);
}

/** The choice clamped to what is still offered (participants may have dropped). */
export function equipmentQuantity(equipment: TourEquipment, chosen: number | undefined, participants: number): number {
  return Math.min(Math.max(0, chosen ?? 0), Math.max(0, Math.min(equipment.max, participants)));
}

const textOf = (value: TourEquipment['type'], language: string) =>
  typeof value === 'string' ? value : value ? value[language] ?? value.de ?? Object.values(value)[0] : undefined;

/** The equipment's name in the shop language; the stored document may hold one text per language. */
export function equipmentName(equipment: TourEquipment, language: string): string {
  return textOf(equipment.title, language) || textOf(equipment.type, language) || String(equipment.id);
}
