import { berlin } from '../../shared/berlin-time';
import type { QuotaLookup } from '../capacity/capacity';
import { isOfferedOn, isSellable, slotsOfDay } from '../tickets/slots';
import type { ItemTicket } from '../tickets/ticket-item';
import type { QuotaAtSlot, SlotInput } from './day-forecast';

/**
 * The slots the tickets offer on `day`, each with every quota it draws from (once, however many
 * tickets share it): its size and its places taken now (orders and live holds).
 */
export function daySlots(tickets: readonly ItemTicket[], day: string, lookup: QuotaLookup, now: Date): SlotInput[] {
  const slots = new Map<number, { sellable: boolean; quotas: Map<number, QuotaAtSlot> }>();
  for (const ticket of tickets) {
    if (!isOfferedOn(ticket, day, ticket.closed_weekdays)) continue;
    for (const start of slotsOfDay(ticket, day)) {
      const ms = start.getTime();
      const entry = slots.get(ms) ?? { sellable: false, quotas: new Map<number, QuotaAtSlot>() };
      slots.set(ms, entry);
      entry.sellable ||= isSellable(ticket, start, now);
      for (const quotaId of ticket.quota_ids) {
        if (entry.quotas.has(quotaId)) continue;
        const places = lookup(quotaId, ms);
        entry.quotas.set(quotaId, { quotaId, booked: places.total - places.free, capacity: places.total });
      }
    }
  }
  return [...slots.entries()].sort(([a], [b]) => a - b).map(([startMs, entry]) => {
    const start = berlin(new Date(startMs));
    return { startMs, weekday: start.day(), hour: start.hour(), sellable: entry.sellable, quotas: [...entry.quotas.values()] };
  });
}
