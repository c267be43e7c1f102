import type { TourEquipment, TourPrice, TourStartTime } from '../api/tours.api.ts';
import { equipmentFree, equipmentOptions, equipmentQuantity, equipmentState, UNKNOWN_STOCK, type EquipmentStock, type EquipmentState } from './equipment.ts';
import { participantLimits, participantTotal, priceKey, priceQuantityOptions, splitPrices, type ParticipantLimits } from './participants.ts';
import { surchargeOptions, surchargeQuantity } from './surcharges.ts';
import { tourSubtotal } from './tour-total.ts';

/** What the visitor chose on the tour form (client state, house-style.md §7). */
export interface TourSelection {
  languageId: number | null;
  ageGroupId: number | null;
  gradeId: number | null;
  /** priceKey → participants */
  quantities: Record<string, number>;
  /** price_surcharge_id → chosen quantity (optional surcharges only) */
  surcharges: Record<string, number>;
  /** equipment id → pieces */
  equipment: Record<string, number>;
}

export interface ParticipantRow { key: string; price: TourPrice; quantity: number; options: number[] }
export interface SurchargeRow { id: number; price: TourPrice; quantity: number; options: number[]; fixed: boolean }
export interface EquipmentRow { equipment: TourEquipment; quantity: number; options: number[]; free: number; state: EquipmentState }

export interface TourBooking {
  limits: ParticipantLimits;
  participants: number;
  participantRows: ParticipantRow[];
  surchargeRows: SurchargeRow[];
  equipmentRows: EquipmentRow[];
  totalCents: number;
}

export interface TourBookingInput {
  prices: TourPrice[];
  equipment: TourEquipment[];
  start: TourStartTime;
  selection: TourSelection;
  /** settings.tickets.maxItemsList */
  maxItems: number;
  /** equipment id → free pieces at the start (requirements/api.md §7.4); missing means unknown */
  equipmentStock?: Record<string, EquipmentStock>;
  /** settings.catalogue.tours.fewSeatsThresholdPercent */
  fewLeftPercent?: number;
}

/** requirements/tours.md §5.1 Tours and requirements/cart.md §9.1 Pricing in one place: every row with its offered quantities, and the total. */
export function tourBooking({ prices, equipment, start, selection, maxItems, equipmentStock = {}, fewLeftPercent = 70 }: TourBookingInput): TourBooking {
  const limits = participantLimits(start, maxItems);
  const split = splitPrices(prices);
  const keyed = split.participants.map((price, index) => ({ key: priceKey(price, index), price }));
  const participants = participantTotal(Object.fromEntries(keyed.map(({ key }) => [key, selection.quantities[key] ?? 0])));
  const participantRows = keyed.map(({ key, price }) => {
    const quantity = selection.quantities[key] ?? 0;
    return { key, price, quantity, options: priceQuantityOptions(limits, participants - quantity) };
  });
  const surchargeRows = split.surcharges.map((price) => {
    const id = price.price_surcharge_id!;
    const options = surchargeOptions(price, participants);
    return { id, price, quantity: surchargeQuantity(price, selection.surcharges[id], participants), options, fixed: !price.optional };
  });
  const equipmentRows = equipment.map((piece) => {
    const stock = equipmentStock[piece.id] ?? UNKNOWN_STOCK;
    return {
      equipment: piece, quantity: equipmentQuantity(piece, selection.equipment[piece.id], participants, stock), options: equipmentOptions(piece, participants, stock),
      free: equipmentFree(piece, stock), state: equipmentState(piece, stock, fewLeftPercent),
    };
  });
  const totalCents = tourSubtotal(
    participantRows.map((row) => ({ price_cents: row.price.price_cents, quantity: row.quantity, group: row.price.group })),
    surchargeRows.map((row) => ({ price_cents: row.price.price_cents, quantity: row.quantity })),
  );
  return { limits, participants, participantRows, surchargeRows, equipmentRows, totalCents };
}
