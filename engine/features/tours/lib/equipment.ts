import type { TourEquipment } from '../api/tours.api.ts';
import { isFewSeats } from './date-list.ts';

/**
 * Free pieces of one equipment at the chosen start (requirements/api.md §7.4): still loading, unknown
 * (the read failed, so the configured max is the bound and POST /orders has the last word) or known.
 */
export type EquipmentStock = { status: 'pending' } | { status: 'unknown' } | { status: 'known'; free: number };
export type EquipmentState = 'pending' | 'soldOut' | 'fewLeft' | 'free';

export const UNKNOWN_STOCK: EquipmentStock = { status: 'unknown' };

/** The stock from a query's state; only a loaded answer counts as known. */
export function equipmentStock(query: { isPending: boolean; data?: number }): EquipmentStock {
  if (query.data !== undefined) return { status: 'known', free: Math.max(0, query.data) };
  return query.isPending ? { status: 'pending' } : UNKNOWN_STOCK;
}

/** Pieces still free, bounded by the configured max; while loading nothing is offered yet. */
export function equipmentFree(equipment: TourEquipment, stock: EquipmentStock): number {
  if (stock.status === 'pending') return 0;
  return Math.max(0, stock.status === 'known' ? Math.min(equipment.max, stock.free) : equipment.max);
}

/**
 * requirements/tours.md §5.1 Tours: equipment 0..the smaller of the free pieces at the start and the participant count,
 * so the visitor cannot pick what others already booked.
 */
export function equipmentOptions(equipment: TourEquipment, participants: number, stock: EquipmentStock = UNKNOWN_STOCK): number[] {
  const max = Math.min(equipmentFree(equipment, stock), Math.max(0, participants));
  return Array.from({ length: max + 1 }, (_, index) => index);
}

/** The choice clamped to what is still offered (participants may have dropped, pieces been booked). */
export function equipmentQuantity(equipment: TourEquipment, chosen: number | undefined, participants: number, stock: EquipmentStock = UNKNOWN_STOCK): number {
  return Math.min(Math.max(0, chosen ?? 0), equipmentFree(equipment, stock), Math.max(0, participants));
}

/** Sold out at 0; 'few left' by the same threshold as the tour dates (requirements/tours.md §9, fewSeatsThresholdPercent). */
export function equipmentState(equipment: TourEquipment, stock: EquipmentStock, fewLeftPercent: number): EquipmentState {
  if (stock.status === 'pending') return 'pending';
  const free = equipmentFree(equipment, stock);
  if (free === 0) return 'soldOut';
  return stock.status === 'known' && isFewSeats({ free, max: equipment.max }, fewLeftPercent) ? 'fewLeft' : 'free';
}

const textOf = (value: TourEquipment['type'], language: string) =>
  typeof value === 'string' ? value : value ? value[language] ?? value.de ?? Object.values(value)[0] : undefined;

/** The equipment's name in the shop language; the stored document may hold one text per language. */
export function equipmentName(equipment: TourEquipment, language: string): string {
  return textOf(equipment.title, language) || textOf(equipment.type, language) || String(equipment.id);
}
