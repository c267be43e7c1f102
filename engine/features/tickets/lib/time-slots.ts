import type { CapacitiesResponse } from '../api/tickets.api.ts';

/** requirements/tickets.md §3.4 'Start time / time slot'. */
export interface TimeSlot {
  start_time: string;
  capacity?: number;
  total_capacity?: number;
}

/**
 * The slots a set of time-slot tickets offers on a day: per ticket the minimum over its quotas, per
 * slot the best ticket. A slot closed by an override reports total 0 as well; it stays in the list so
 * it can show as sold out (requirements/tickets.md §4.3 Time slots, showBookedOut).
 */
export function slotsFromCapacities(data: CapacitiesResponse | undefined, ticketIds: number[]): TimeSlot[] {
  const perTicket = new Map<number, Map<number, { free: number; total: number }>>();
  for (const quota of Object.values(data ?? {})) {
    for (const id of quota.tickets.filter((ticketId) => ticketIds.includes(ticketId))) {
      const slots = perTicket.get(id) ?? new Map<number, { free: number; total: number }>();
      perTicket.set(id, slots);
      for (const [key, free] of Object.entries(quota.capacities)) {
        const ms = Date.parse(key);
        // Without total_capacities (older go~mus answers, issue 13) the size is unknown: the free
        // places stand in for it, so a slot with places shows as offered rather than never offered.
        const total = quota.total_capacities ? quota.total_capacities[key] ?? 0 : free;
        const current = slots.get(ms);
        slots.set(ms, current ? { free: Math.min(current.free, free), total: Math.min(current.total, total) } : { free, total });
      }
    }
  }
  // Keep the server's spelling of each start (with its Berlin offset) for URLs and cart items.
  const keys = new Map<number, string>();
  for (const quota of Object.values(data ?? {})) for (const key of Object.keys(quota.capacities)) keys.set(Date.parse(key), key);
  const best = new Map<number, { free: number; total: number }>();
  for (const slots of perTicket.values()) {
    for (const [ms, places] of slots) {
      const current = best.get(ms);
      if (!current || places.free > current.free) best.set(ms, places);
    }
  }
  return [...best.entries()].sort(([a], [b]) => a - b)
    .map(([ms, places]) => ({ start_time: keys.get(ms) ?? new Date(ms).toISOString(), capacity: places.free, total_capacity: places.total }));
}

/** requirements/tickets.md §4.3 Time slots: sold out (and disabled) when capacity is 0 or less. */
export function isSlotSoldOut(slot: TimeSlot): boolean {
  return slot.capacity !== undefined && slot.capacity <= 0;
}

/** requirements/tickets.md §5: selectable when capacity ≥ minCapacitySelect (default 1) or there is no capacity value. */
export function isSlotSelectable(slot: TimeSlot, minCapacitySelect = 1): boolean {
  return slot.capacity === undefined || (slot.capacity >= minCapacitySelect && slot.capacity > 0);
}

/** requirements/tickets.md §5: slots with capacity below minCapacityDisplay (default 0) are hidden; sold-out ones too unless showBookedOut. */
export function isSlotHidden(slot: TimeSlot, minCapacityDisplay = 0, showBookedOut = true): boolean {
  if (!showBookedOut && isSlotSoldOut(slot)) return true;
  return slot.capacity !== undefined && slot.capacity < minCapacityDisplay;
}

/** requirements/tickets.md §4, requirements/tickets.md §9: a warning style when fewer than 10 places are left. */
const FEW_LEFT = 10;
export function isFewLeft(slot: TimeSlot): boolean {
  return slot.capacity !== undefined && slot.capacity > 0 && slot.capacity < FEW_LEFT;
}

export type CapacityLevel = 'none' | 'few' | 'enough' | 'plain';

/**
 * requirements/tickets.md §9 colouring: no places → none; below `threshold` % of the total → few; else enough.
 * Threshold 0 colours nothing ('plain', the spec's white).
 */
export function capacityLevel(slot: TimeSlot, threshold: number): CapacityLevel {
  if (threshold <= 0) return 'plain';
  if (isSlotSoldOut(slot)) return 'none';
  if (slot.capacity === undefined || !slot.total_capacity) return 'enough';
  return (slot.capacity / slot.total_capacity) * 100 < threshold ? 'few' : 'enough';
}
