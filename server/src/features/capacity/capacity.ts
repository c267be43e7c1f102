/** Free and configured places of one quota at one slot. */
export interface PlaceCount {
  free: number;
  total: number;
}

/** The ticket fields the capacity rules read. */
export interface CapacityTicket {
  id: number;
  quota_ids: number[];
  max_persons: number;
  is_mantle: boolean;
  /** sub-ticket id → places of that sub-ticket per unit */
  sub_tickets: Record<string, number>;
}

/** Reads one quota's places at one slot (the slot is an epoch millisecond). */
export type QuotaLookup = (quotaId: number, slotMs: number) => PlaceCount;

/** Overrides replace the quota's size for one slot; live holds and orders use it up. */
export function quotaPlaces(capacity: number, override: number | undefined, used: number): PlaceCount {
  const total = override ?? capacity;
  return { total, free: Math.max(0, total - used) };
}

/**
 * What one ticket can still sell at a slot: the minimum over every quota it draws from.
 * A mantle ticket also needs its sub-tickets' places, `per unit` of each, so a sub quota
 * allows floor(free / per unit). Tickets without any quota are limited by max_persons only.
 * @see requirements/api.md §4.3, requirements/api.md §4.7; requirements/tickets.md §5.2 Ticket selection (mantle tickets)
 */
export function ticketPlaces(
  ticket: CapacityTicket,
  slotMs: number,
  lookup: QuotaLookup,
  subTickets: ReadonlyMap<number, CapacityTicket> = new Map(),
  subSlots: Record<string, number> = {},
): PlaceCount {
  const limits: PlaceCount[] = ticket.quota_ids.map((quotaId) => lookup(quotaId, slotMs));
  if (ticket.is_mantle) {
    for (const [subId, perUnit] of Object.entries(ticket.sub_tickets)) {
      const sub = subTickets.get(Number(subId));
      if (!sub || perUnit <= 0) continue;
      const at = subSlots[subId] ?? slotMs;
      for (const quotaId of sub.quota_ids) {
        const places = lookup(quotaId, at);
        limits.push({ free: Math.floor(places.free / perUnit), total: Math.floor(places.total / perUnit) });
      }
    }
  }
  if (limits.length === 0) return { free: ticket.max_persons, total: ticket.max_persons };
  return {
    free: Math.min(...limits.map((limit) => limit.free)),
    total: Math.min(...limits.map((limit) => limit.total)),
  };
}

/** One (quota, slot) pair an order or hold takes places from. */
export interface QuotaDemand {
  quotaId: number;
  slotMs: number;
  quantity: number;
}

/**
 * The places `quantity` units of a ticket take: its own quotas at its time, and for a
 * mantle ticket each sub-ticket's quotas at that sub-ticket's time, per-unit times quantity.
 */
export function demandsOf(
  ticket: CapacityTicket,
  slotMs: number,
  quantity: number,
  subTickets: ReadonlyMap<number, CapacityTicket> = new Map(),
  subSlots: Record<string, number> = {},
): QuotaDemand[] {
  const demands = ticket.quota_ids.map((quotaId) => ({ quotaId, slotMs, quantity }));
  if (ticket.is_mantle) {
    for (const [subId, perUnit] of Object.entries(ticket.sub_tickets)) {
      const sub = subTickets.get(Number(subId));
      if (!sub) continue;
      const at = subSlots[subId] ?? slotMs;
      for (const quotaId of sub.quota_ids) demands.push({ quotaId, slotMs: at, quantity: quantity * perUnit });
    }
  }
  return mergeDemands(demands);
}

/** Sums demands on the same pair and sorts them, the order in which they are locked (no deadlocks). */
export function mergeDemands(demands: QuotaDemand[]): QuotaDemand[] {
  const merged = new Map<string, QuotaDemand>();
  for (const demand of demands) {
    const key = `${demand.quotaId}|${demand.slotMs}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += demand.quantity;
    else merged.set(key, { ...demand });
  }
  return [...merged.values()].sort((a, b) => a.quotaId - b.quotaId || a.slotMs - b.slotMs);
}
