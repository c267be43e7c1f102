import { addDays, dayOf, isoBerlin, wallClock, weekdayOf } from '../../shared/berlin-time';

/** The ticket fields the slot rules read. */
export interface SlotTicket {
  ticket_type: 'normal' | 'time_slot' | 'annual';
  bookable: boolean;
  free_timing: boolean;
  first_entry: number;
  last_entry: number;
  entry_duration: number | null;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  weekdays: number[];
}

const asDay = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Only time-slot tickets have a grid; free_timing tickets are day tickets. */
function isTimeSlot(ticket: SlotTicket): boolean {
  return ticket.ticket_type === 'time_slot' && !ticket.free_timing && (ticket.entry_duration ?? 0) > 0;
}

/**
 * Whether the ticket is sold on `day` at all: bookable, inside its validity, on one of
 * its weekdays, and no quota it draws from is closed that weekday.
 */
export function isOfferedOn(ticket: SlotTicket, day: string, closedWeekdays: number[] = []): boolean {
  if (!ticket.bookable) return false;
  const from = asDay(ticket.valid_from);
  const to = asDay(ticket.valid_to);
  if (from && day < from) return false;
  if (to && day > to) return false;
  const weekday = weekdayOf(day);
  return ticket.weekdays.includes(weekday) && !closedWeekdays.includes(weekday);
}

/**
 * Slot starts of `day`: first_entry + n × entry_duration up to last_entry for time slots,
 * one start at first_entry for day tickets. @see requirements/api.md §4.3, requirements/api.md §4.4
 */
export function slotsOfDay(ticket: SlotTicket, day: string): Date[] {
  if (!isTimeSlot(ticket)) return [wallClock(day, ticket.first_entry)];
  const slots: Date[] = [];
  for (let minute = ticket.first_entry; minute <= ticket.last_entry; minute += ticket.entry_duration!) {
    slots.push(wallClock(day, minute));
  }
  return slots;
}

/**
 * Whether `slot` is one of slotsOfDay: first the one grid minute the slot's own wall-clock time names (an order
 * asks this for each item, issue 16), else the whole day's grid, which also finds starts that a change of the
 * clock moved.
 */
function isStartOfDay(ticket: SlotTicket, day: string, slot: Date): boolean {
  const local = isoBerlin(slot);
  const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  const onGrid = isTimeSlot(ticket)
    ? minute >= ticket.first_entry && minute <= ticket.last_entry && (minute - ticket.first_entry) % ticket.entry_duration! === 0
    : minute === ticket.first_entry;
  if (onGrid && local.slice(0, 10) === day && wallClock(day, minute).getTime() === slot.getTime()) return true;
  return slotsOfDay(ticket, day).some((start) => start.getTime() === slot.getTime());
}

/** Annual tickets are not slot-bound; their sale starts at the beginning of tomorrow. */
export function annualStart(now: Date): Date {
  return wallClock(addDays(dayOf(now), 1), 0);
}

/**
 * How far ahead anything is sold: a year and a day, the span the calendar's clients ask for and the
 * annual card's latest start date (requirements/annual-and-vip.md). A ticket without an end of validity
 * would otherwise sell for the year 9999 (issue 14, finding 7).
 */
const SALE_HORIZON_DAYS = 366;

function isWithinSaleHorizon(slot: Date, now: Date): boolean {
  return dayOf(slot) <= addDays(dayOf(now), SALE_HORIZON_DAYS);
}

/**
 * A slot is sellable while its day's last entry lies ahead (requirements/tickets.md §5.1 Dates); a time slot
 * that has already begun is not sold either. A flex ticket (free timing) names no entry time and is
 * valid on a later opening day too, so today stays on sale all day: at 19:45 it is still bought for today.
 */
export function isSellable(ticket: SlotTicket, slot: Date, now: Date): boolean {
  if (!isWithinSaleHorizon(slot, now)) return false;
  if (ticket.ticket_type === 'annual') return slot.getTime() > now.getTime();
  if (ticket.free_timing) return dayOf(slot) >= dayOf(now);
  const lastEntry = wallClock(dayOf(slot), ticket.last_entry);
  if (lastEntry.getTime() <= now.getTime()) return false;
  return !isTimeSlot(ticket) || slot.getTime() > now.getTime();
}

/** Why `slot` cannot be sold for this ticket, or null when it can. */
export function slotProblem(ticket: SlotTicket, slot: Date, now: Date, closedWeekdays: number[] = []): string | null {
  if (ticket.ticket_type === 'annual') {
    if (!ticket.bookable) return 'the ticket is not offered';
    if (!isWithinSaleHorizon(slot, now)) return `is more than ${SALE_HORIZON_DAYS} days ahead`;
    return isSellable(ticket, slot, now) ? null : 'is in the past';
  }
  if (!isWithinSaleHorizon(slot, now)) return `is more than ${SALE_HORIZON_DAYS} days ahead`;
  const day = dayOf(slot);
  if (!isOfferedOn(ticket, day, closedWeekdays)) return 'the ticket is not offered on this day';
  if (!isStartOfDay(ticket, day, slot)) return 'is not a start time of this ticket';
  if (!isSellable(ticket, slot, now)) return 'is no longer sellable';
  return null;
}
