import type { SlotObservation } from './forecast.model';

/** One booking of a past slot: when it was made and how many places it took. */
export interface PastBooking { createdMs: number; places: number }

/** A past slot of one quota with every booking it got (walk-ins at the desk included). */
export interface PastSlot {
  startMs: number;
  /** Berlin weekday (0 = Sunday) and hour of the start */
  weekday: number;
  hour: number;
  bookings: PastBooking[];
}

/** What each past slot had booked `leadMs` before it began, and in the end. */
export function observeAt(slots: readonly PastSlot[], leadMs: number): SlotObservation[] {
  return slots.map((slot) => {
    const cutoff = slot.startMs - leadMs;
    let final = 0;
    let atLead = 0;
    for (const booking of slot.bookings) {
      final += booking.places;
      if (booking.createdMs <= cutoff) atLead += booking.places;
    }
    return { weekday: slot.weekday, hour: slot.hour, final, atLead };
  });
}
