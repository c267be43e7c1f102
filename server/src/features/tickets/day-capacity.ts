import { ticketPlaces, type QuotaLookup } from '../capacity/capacity';
import { annualStart, isOfferedOn, isSellable, slotsOfDay } from './slots';
import type { ItemTicket } from './ticket-item';

export interface SlotPlaces {
  slot: Date;
  free: number;
  total: number;
  /** false once the slot may no longer be sold (its free places then count as 0) */
  sellable: boolean;
}

const subsOf = (ticket: ItemTicket, all: ReadonlyMap<number, ItemTicket>): ItemTicket[] =>
  ticket.is_mantle ? Object.keys(ticket.sub_tickets).flatMap((id) => all.get(Number(id)) ?? []) : [];

/**
 * Every slot a ticket has on `day` with its places. A mantle ticket is closed on a day when
 * any sub-ticket quota is. Annual tickets have one start (tomorrow) whatever the day.
 */
export function slotsWithPlaces(
  ticket: ItemTicket,
  day: string,
  lookup: QuotaLookup,
  all: ReadonlyMap<number, ItemTicket>,
  now: Date,
): SlotPlaces[] {
  const subs = subsOf(ticket, all);
  let starts: Date[];
  if (ticket.ticket_type === 'annual') starts = ticket.bookable ? [annualStart(now)] : [];
  else {
    const closed = [...ticket.closed_weekdays, ...subs.flatMap((sub) => sub.closed_weekdays)];
    starts = isOfferedOn(ticket, day, closed) ? slotsOfDay(ticket, day) : [];
  }
  return starts.map((slot) => {
    const places = ticketPlaces(ticket, slot.getTime(), lookup, all);
    const sellable = isSellable(ticket, slot, now);
    return { slot, total: places.total, free: sellable ? places.free : 0, sellable };
  });
}

/** Quota ids a ticket reads, its own and (for mantle tickets) its sub-tickets'. */
export function quotaIdsOf(ticket: ItemTicket, all: ReadonlyMap<number, ItemTicket>): number[] {
  return [...new Set([...ticket.quota_ids, ...subsOf(ticket, all).flatMap((sub) => sub.quota_ids)])];
}
